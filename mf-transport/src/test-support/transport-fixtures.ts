import type { TStationDeparture, TTransportOrder, TTransportOrderDetailResponse, TTransportSignature, TUserInfo } from '@busdesk/api-contract';
import { userInfoFixture } from '@busdesk/shared-kit/test-support/user-info-fixture';

// Transport orders for stories and component tests only (never in the product path): today's departures of the
// signed-in station in every signing status, the way the server's list answers them.

/** The station the fixture user works at, a child station of it, and two other stations. */
export const STATIONS = {
  mienDong: { id: 'p1', name: 'Bến xe Miền Đông', code: 'BXMD-01' },
  mienDongMoi: { id: 'p1c', name: 'Bến xe Miền Đông Mới', code: 'BXMDM-02' },
  daLat: { id: 'p2', name: 'Bến xe Liên tỉnh Đà Lạt', code: 'BXDL-01' },
  canTho: { id: 'p3', name: 'Bến xe Trung tâm Cần Thơ', code: 'BXCT-01' },
} as const;

/** The fixture user: STAFF of Bến xe Miền Đông, parent of Bến xe Miền Đông Mới. */
export function stationUserFixture(overrides: Partial<TUserInfo> = {}): TUserInfo {
  const base = userInfoFixture();
  return {
    ...base,
    partner: { ...base.partner, id: STATIONS.mienDong.id, name: STATIONS.mienDong.name, code: STATIONS.mienDong.code, childrenPartnerId: [STATIONS.mienDongMoi.id] },
    ...overrides,
  };
}

/** Today at hh:mm in Vietnam, so the screens' default range (today) shows the orders. */
export function todayAt(hour: number, minute = 0, now: number = Date.now()): number {
  const vn = new Date(now + 7 * 3_600_000);
  return Date.UTC(vn.getUTCFullYear(), vn.getUTCMonth(), vn.getUTCDate(), hour, minute) - 7 * 3_600_000;
}

type Station = (typeof STATIONS)[keyof typeof STATIONS];

interface Spec {
  code: string | null;
  hour: number;
  company: { id: string; name: string; phone: string };
  plate: string;
  up: Station;
  down: Station;
  statuses: [company: number, up: number, down: number];
  attempts?: string;
  transmission?: TTransportOrder['transmission'];
}

const MINH_PHAT = { id: 'c-minhphat', name: 'Nhà xe Minh Phát Limousine', phone: '02838123456' };
const HUNG_THINH = { id: 'c-hungthinh', name: 'Nhà xe Hưng Thịnh', phone: '02633822111' };

const SPECS: readonly Spec[] = [
  { code: 'LVC-0001', hour: 6, company: MINH_PHAT, plate: '51B-123.45', up: STATIONS.mienDong, down: STATIONS.daLat, statuses: [3, 1, 1] },
  {
    code: 'LVC-0002',
    hour: 7,
    company: MINH_PHAT,
    plate: '51B-234.56',
    up: STATIONS.mienDong,
    down: STATIONS.daLat,
    statuses: [3, 2, 1],
    attempts: 'Hết thời gian chờ cổng tiếp nhận|null|Cổng từ chối: thiếu chữ ký bến đến',
    transmission: 'pending',
  },
  { code: 'LVC-0003', hour: 8, company: HUNG_THINH, plate: '49B-012.34', up: STATIONS.mienDong, down: STATIONS.daLat, statuses: [3, 3, 1], attempts: 'Đã tiếp nhận' },
  { code: 'LVC-0004', hour: 9, company: HUNG_THINH, plate: '49B-045.67', up: STATIONS.daLat, down: STATIONS.mienDong, statuses: [3, 3, 3], attempts: 'Đã tiếp nhận|Đã tiếp nhận' },
  { code: null, hour: 10, company: MINH_PHAT, plate: '51B-345.67', up: STATIONS.daLat, down: STATIONS.mienDong, statuses: [3, 2, 1], transmission: 'failed', attempts: 'Lỗi kết nối|Lỗi kết nối|Lỗi kết nối' },
  { code: 'LVC-0006', hour: 11, company: HUNG_THINH, plate: '49B-078.90', up: STATIONS.mienDongMoi, down: STATIONS.canTho, statuses: [1, 1, 1] },
  { code: 'LVC-0007', hour: 13, company: MINH_PHAT, plate: '51B-456.78', up: STATIONS.canTho, down: STATIONS.mienDongMoi, statuses: [0, 0, 0] },
  { code: 'LVC-0008', hour: 15, company: HUNG_THINH, plate: '49B-111.22', up: STATIONS.mienDong, down: STATIONS.canTho, statuses: [3, 9, 1] },
];

/** The orders of today, earliest departure first, as the list answers them. */
export function transportOrderFixtures(now: number = Date.now()): TTransportOrder[] {
  return SPECS.map((s, i) => ({
    id: `lvc-${String(i + 1).padStart(3, '0')}`,
    code: s.code,
    timeStartTrip: todayAt(s.hour, 30, now),
    timeEndTrip: todayAt(s.hour + 6, 0, now),
    companyId: s.company.id,
    companyName: s.company.name,
    companyPhone: s.company.phone,
    numberPlate: s.plate,
    companyStatus: s.statuses[0],
    stationUpStatus: s.statuses[1],
    stationDownStatus: s.statuses[2],
    partnerUpId: s.up.id,
    partnerDownId: s.down.id,
    partnerUpName: s.up.name,
    partnerDownName: s.down.name,
    partnerUpCode: s.up.code,
    partnerDownCode: s.down.code,
    numberCustomerUp: s.statuses[1] >= 2 ? 28 : null,
    numberCustomerDown: s.statuses[2] >= 2 ? 27 : null,
    descriptionError: s.attempts ?? null,
    descriptionSignCompany: null,
    descriptionSignUp: null,
    descriptionSignDown: null,
    version: 1,
    transmission: s.transmission ?? 'idle',
  }));
}

const signature = (role: TTransportSignature['role'], status: number, signerName: string, at: number): TTransportSignature =>
  status >= 2 ? { role, signerName, signedAt: at, status: 'valid', reason: null } : { role, signerName: null, signedAt: null, status: 'absent', reason: null };

/**
 * The view of one order as the server answers it: the content of its XML and each signature verified. The order
 * with `tampered` set has a departure signature that no longer verifies.
 */
export function transportDetailFixture(order: TTransportOrder, opts: { tampered?: boolean } = {}): TTransportOrderDetailResponse {
  const at = order.timeStartTrip - 20 * 60_000;
  const signatures: TTransportSignature[] = [
    signature('company', order.companyStatus, order.companyName, at - 3_600_000),
    opts.tampered
      ? { role: 'up', signerName: order.partnerUpName, signedAt: at, status: 'invalid', reason: 'Nội dung lệnh đã bị thay đổi sau khi ký' }
      : signature('up', order.stationUpStatus, order.partnerUpName ?? '', at),
    signature('down', order.stationDownStatus, order.partnerDownName ?? '', order.timeEndTrip ?? at),
    signature('driver', order.companyStatus, 'Nguyễn Văn Hùng', at - 1_800_000),
    { role: 'driver', signerName: null, signedAt: null, status: 'absent', reason: null },
  ];
  return {
    transport: order,
    document: {
      code: order.code ?? order.id,
      validFrom: order.timeStartTrip - 3_600_000,
      validTo: order.timeStartTrip + 24 * 3_600_000,
      company: { name: order.companyName, taxCode: '0301234567', phone: order.companyPhone },
      drivers: [
        { name: 'Nguyễn Văn Hùng', licenceClass: 'D' },
        { name: 'Trần Minh Tâm', licenceClass: 'E' },
      ],
      serviceStaff: ['Lê Thị Hoa'],
      vehicle: { numberPlate: order.numberPlate, seatCount: 34, brand: 'Thaco Mobihome' },
      route: {
        code: '5161.1111.A',
        upStationName: order.partnerUpName ?? '',
        upStationCode: order.partnerUpCode ?? '',
        downStationName: order.partnerDownName ?? '',
        downStationCode: order.partnerDownCode ?? '',
        itinerary: 'QL1A - QL20 - Bảo Lộc - Đức Trọng',
      },
      plannedDepartureTime: order.timeStartTrip,
      up: order.stationUpStatus >= 2 ? { entryTime: at - 600_000, departureTime: order.timeStartTrip, passengerCount: order.numberCustomerUp, confirmTime: at, signerName: order.partnerUpName } : null,
      // The arrival station recorded the bus entering at the trip's end and signed five minutes later (docs/adr/0126).
      down: order.stationDownStatus >= 2 ? { entryTime: order.timeEndTrip, departureTime: null, passengerCount: order.numberCustomerDown, confirmTime: order.timeEndTrip === null ? null : order.timeEndTrip + 300_000, signerName: order.partnerDownName } : null,
    },
    signatures,
    attempts: [],
  };
}

/** A small well-formed order XML for the upload tests and the fake's download. */
export const ORDER_XML = '<?xml version="1.0" encoding="UTF-8"?><LenhVanChuyen><ThongTinChung><MaLenh>LVC-0001</MaLenh></ThongTinChung></LenhVanChuyen>';

/** Today's departures of Bến xe Miền Đông that have no order yet (the company has not sent it). */
export function departuresWithoutOrderFixture(now: number = Date.now()): TStationDeparture[] {
  return [
    { tripId: 'trip-bmt-1', startTime: todayAt(8, 0, now), routeName: 'Bến xe Miền Đông - Buôn Ma Thuột', companyId: HUNG_THINH.id, companyName: HUNG_THINH.name, numberPlate: '51B-777.01', stationName: STATIONS.mienDong.name, order: null },
    { tripId: 'trip-bmt-2', startTime: todayAt(21, 30, now), routeName: 'Bến xe Miền Đông - Buôn Ma Thuột', companyId: HUNG_THINH.id, companyName: HUNG_THINH.name, numberPlate: null, stationName: STATIONS.mienDong.name, order: null },
  ];
}
