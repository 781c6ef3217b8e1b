/**
 * The element names of an electronic transport order (002 §3 'Transport order XML'; docs/adr/0076). No public XSD
 * exists, so the shape follows the Vietnamese e-invoice XML the same authorities use: the signed content in one
 * element with an Id, each station's confirmation in its own element with an Id, and one signature list per signer.
 */
export const ORDER_ROOTS = ['LenhVanChuyen', 'LenhDienTu'] as const;
export type OrderRootName = (typeof ORDER_ROOTS)[number];

/** The Ids the signatures reference: the company signs the content, each station the content and its own block. */
export const CONTENT_ID = 'DLLenh';
export const UP_CONFIRM_ID = 'XacNhanBenDi';
export const DOWN_CONFIRM_ID = 'XacNhanBenDen';

export const X = {
  content: 'DLLenh',
  general: 'TTChung',
  code: 'MaLenh',
  validFrom: 'HieuLucTuNgay',
  validTo: 'HieuLucDenNgay',
  body: 'NDLenh',
  company: 'DonViVanTai',
  name: 'Ten',
  taxCode: 'MaSoThue',
  phone: 'SoDienThoai',
  drivers: 'DanhSachLaiXe',
  driver: 'LaiXe',
  fullName: 'HoTen',
  licenceClass: 'HangGPLX',
  staffList: 'DanhSachNhanVienPhucVu',
  staff: 'NhanVienPhucVu',
  vehicle: 'PhuongTien',
  plate: 'BienKiemSoat',
  seats: 'SoGhe',
  brand: 'NhanHieu',
  route: 'TuyenVanChuyen',
  routeCode: 'MaTuyen',
  upStation: 'BenDi',
  downStation: 'BenDen',
  stationName: 'TenBen',
  stationCode: 'MaBen',
  itinerary: 'HanhTrinh',
  trip: 'ThongTinChuyen',
  plannedDeparture: 'GioXuatBenKeHoach',
  upConfirm: 'XacNhanBenDi',
  downConfirm: 'XacNhanBenDen',
  entryTime: 'GioVaoBen',
  departureTime: 'GioXuatBenThucTe',
  passengerCount: 'SoKhach',
  confirmTime: 'ThoiGianXacNhan',
  signingStaff: 'NhanVienKy',
  signatures: 'DanhSachChuKySo',
  companySignatures: 'DoanhNghiep',
  upSignatures: 'BenDi',
  downSignatures: 'BenDen',
  driverSignatures: 'LaiXe',
} as const;

export const DSIG_NS = 'http://www.w3.org/2000/09/xmldsig#';
export const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
export const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
export const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
export const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';

/** The signature lists of DanhSachChuKySo by role. */
export const SIGNATURE_LIST_OF = { company: X.companySignatures, up: X.upSignatures, down: X.downSignatures, driver: X.driverSignatures } as const;
