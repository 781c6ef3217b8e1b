import { MSG, TRANSPORT_SIGN_STATUS_LABELS } from '@busdesk/api-contract';
import { LABELS } from '@busdesk/shared-kit';

/**
 * Labels of mf-transport's screens. Texts the seeds quote come from `MSG` (MSG.transport) and shared-kit's LABELS;
 * everything else is ours (the seeds describe these screens without quoting their Vietnamese), docs/adr/0084.
 */
export const TRANSPORT_LABELS = {
  statusLabels: TRANSPORT_SIGN_STATUS_LABELS,
  signList: {
    title: MSG.transport.signListTitle,
    fetch: MSG.transport.fetch,
    upload: LABELS.actions.uploadXml,
    filterLabel: 'Bộ lọc lệnh vận chuyển', // ours
    fromDate: LABELS.fields.fromDate,
    toDate: LABELS.fields.toDate,
    company: LABELS.fields.company,
    allCompanies: 'Tất cả nhà xe', // ours
    code: 'Mã lệnh', // ours
    numberPlate: LABELS.fields.numberPlate,
    companyStatus: 'Doanh nghiệp ký', // ours
    upStatus: 'Bến đi ký', // ours: the filter of the departure station's status
    downStatus: 'Bến đến ký', // ours
    anyStatus: LABELS.fields.all,
    tableLabel: 'Danh sách lệnh vận chuyển', // ours
    truncated: (n: number) => `Chỉ hiển thị ${n} lệnh đầu tiên, hãy thu hẹp bộ lọc`, // ours
    index: LABELS.fields.index,
    departure: 'Giờ xuất bến', // ours
    transmission: 'Truyền dữ liệu', // ours
    companyTag: 'Doanh nghiệp', // ours
    upTag: 'Bến đi', // ours
    downTag: 'Bến đến', // ours
    actions: LABELS.fields.actions,
    view: (code: string) => `Xem lệnh ${code}`, // ours: the action buttons' accessible names
    edit: (code: string) => `Sửa lệnh ${code}`, // ours
    resend: (code: string) => `Gửi lại lệnh ${code}`, // ours
    progress: (percent: number) => `Đã truyền ${percent}%`, // ours
    noAttempts: 'Chưa truyền lần nào', // ours
    pending: 'Đang chờ truyền lại', // ours
    failed: 'Đã hết số lần tự thử lại, hãy gửi lại', // ours
  },
  /** The day and the 24-hour time of a moment (shared/vn-datetime-field.tsx). */
  dateTime: {
    day: 'Ngày', // ours
    time: 'Giờ (HH:mm)', // ours
  },
  create: {
    title: 'Tải lên lệnh vận chuyển', // ours
    code: 'Mã lệnh', // ours
    upStation: 'Bến đi', // ours
    downStation: 'Bến đến', // ours
    sides: 'Bến của tôi trong lệnh này', // ours
    departure: 'Giờ xuất bến', // ours
    file: 'File XML lệnh', // ours
    chooseFile: 'Chọn file XML', // ours
    uploading: 'Đang tải lên…', // ours
    hint: 'Chọn một file .xml; lệnh được tải lên ngay sau khi chọn.', // ours
    close: LABELS.actions.close,
  },
  view: {
    title: (code: string) => `Lệnh vận chuyển ${code}`, // ours
    cancel: LABELS.actions.cancel,
    downloadXml: 'Tải XML', // ours
    print: LABELS.actions.print,
    upSign: MSG.transport.upSign,
    downSign: MSG.transport.downSign,
    loading: 'Đang tải lệnh…', // ours
  },
  edit: {
    title: (code: string) => `Sửa xác nhận lệnh ${code}`, // ours
    side: 'Bến xác nhận', // ours
    up: 'Bến đi', // ours
    down: 'Bến đến', // ours
    passengersUp: 'Số khách lên xe', // ours
    passengersDown: 'Số khách xuống xe', // ours
    timeUp: 'Giờ xuất bến thực tế', // ours
    timeDown: 'Giờ xác nhận đến bến', // ours
    save: LABELS.actions.save,
    cancel: LABELS.actions.cancel,
    notOwn: 'Lệnh này không có bến của bạn', // ours
  },
  document: {
    heading: 'LỆNH VẬN CHUYỂN', // ours: the paper's title
    legal: 'Theo Thông tư 12/2020/TT-BGTVT', // ours
    company: 'Đơn vị kinh doanh vận tải', // ours
    taxCode: 'Mã số thuế', // ours
    phone: LABELS.fields.phone,
    code: 'Số lệnh', // ours
    validity: 'Hiệu lực', // ours
    validFromTo: (from: string, to: string) => `Từ ${from || '…'} đến ${to || '…'}`, // ours
    drivers: 'Lái xe', // ours
    driver: (n: number) => `Lái xe ${n}`, // ours
    licenceClass: 'Hạng GPLX', // ours
    serviceStaff: 'Nhân viên phục vụ', // ours
    vehicle: 'Phương tiện', // ours
    numberPlate: LABELS.fields.numberPlate,
    seats: 'Số ghế', // ours
    brand: 'Nhãn hiệu', // ours
    route: 'Tuyến', // ours
    upStation: 'Bến đi', // ours
    downStation: 'Bến đến', // ours
    routeCode: 'Mã tuyến', // ours
    itinerary: 'Hành trình', // ours
    plannedDeparture: 'Giờ xuất bến kế hoạch', // ours
    upBlock: 'Xác nhận của bến xe đi', // ours
    downBlock: 'Xác nhận của bến xe đến', // ours
    actualDeparture: 'Giờ xuất bến thực tế', // ours
    passengersUp: 'Số khách lên xe', // ours
    arrivalConfirm: 'Giờ xác nhận đến bến', // ours
    passengersDown: 'Số khách xuống xe', // ours
    signer: 'Người ký', // ours
    signedAt: 'Ngày ký', // ours
    signatures: 'Chữ ký số', // ours
    none: '—',
    qr: (code: string) => `Mã QR của lệnh ${code}`, // ours
    role: { company: 'Doanh nghiệp vận tải', up: 'Bến xe đi', down: 'Bến xe đến', driver: 'Lái xe' }, // ours
    status: { valid: 'Chữ ký hợp lệ', invalid: 'Chữ ký không hợp lệ', absent: 'Chưa ký' }, // ours
  },
  orderView: {
    title: 'Xem lệnh vận chuyển', // the route's title
  },
  station: {
    title: 'Dịch vụ bến xe', // ours
    banner:
      'Bến xe có thể ký lệnh vận chuyển điện tử cho tất cả các nhà xe đang hoạt động tại bến thông qua phần mềm bến xe điện tử miễn phí.', // ours: 000 §1 says what, not how
    bannerTitle: 'Bến xe điện tử miễn phí', // ours
    marquee: (partner: string) => `${partner} — ký duyệt lệnh vận chuyển điện tử ngay trên Busdesk, không mất phí.`, // ours
    agencyMarquee: (partner: string) => `${partner} là đại lý bán vé, không phải bến xe: lệnh vận chuyển điện tử do bến xe đi và bến xe đến ký duyệt.`, // ours: an agency is not invited to sign
    marqueeLabel: 'Thông báo', // ours
    panel: 'Dịch vụ bến xe', // ours
    signList: 'Ký duyệt lệnh', // the route's title
    signListHint: 'Tải lên, ký và truyền lệnh vận chuyển điện tử', // ours
    sales: 'Bán vé', // ours
    salesHint: 'Bán vé cho các chuyến hôm nay', // ours
    reports: 'Báo cáo', // ours
    reportsHint: 'Doanh thu và vé theo nhân viên', // ours
    today: 'Chuyến xuất bến hôm nay', // ours
    todayEmpty: 'Hôm nay không có chuyến xuất bến', // ours
    todayCount: (n: number, withoutOrder: number) => `${n} chuyến, ${withoutOrder} chưa có lệnh`, // ours
    routeAndCompany: 'Tuyến, nhà xe', // ours
    order: 'Lệnh', // ours
    noOrder: 'Chưa có lệnh', // the words for a departure without an order
    openSignList: 'Mở danh sách ký lệnh', // ours
  },
} as const;
