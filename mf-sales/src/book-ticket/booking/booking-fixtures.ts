import type { TCancelDetailsResponse, TSeatPrice, TSurchargeCategory, TTicket, TTicketLog, TTripDetail, TTripPoint } from '@busdesk/api-contract';

/**
 * Sample data for the booking panel's tests and stories only (never imported by product code): a Miền Đông →
 * Đà Lạt trip with three stops, one of them offering transshipment.
 */
const HOUR = 3_600_000;
/** The fixtures' 'now': the real clock when the module loads, so requests over real HTTP keep working in tests. */
export const FIXTURE_NOW = Date.now();

export function tripFixture(overrides: Partial<TTripDetail> = {}): TTripDetail {
  return {
    tripId: 't-dalat-1',
    companyId: 'c-phuongtrang',
    companyName: 'Phương Trang',
    routeId: 'r-mdong-dalat',
    routeName: 'Miền Đông - Đà Lạt',
    startTime: FIXTURE_NOW + 5 * HOUR,
    startTimeReality: FIXTURE_NOW + 5 * HOUR,
    startDate: 20261122,
    totalSeat: 34,
    totalBookedSeat: 3,
    tripStatus: 1,
    numberPlate: '51B-123.45',
    vehicleId: 'v1',
    vehicleType: 'Giường nằm',
    driverIds: [],
    driverNames: [],
    pointOfRouteIds: 'pt-mdong,pt-baoloc,pt-dalat',
    partnerLocks: [],
    choosableSeat: 1,
    timePartnerHolder: 30 * 60_000,
    timePartnerLockBooking: 15 * 60_000,
    timePartnerAllowCancel: 2 * HOUR,
    isPartnerSettled: false,
    price: 300_000,
    isNotUsingAv: false,
    seatMap: [
      { seatId: 'A1', seatType: 3, floor: 1, row: 1, column: 1 },
      { seatId: 'A2', seatType: 3, floor: 1, row: 1, column: 2 },
      { seatId: 'A3', seatType: 3, floor: 1, row: 1, column: 3 },
    ],
    lockSeat: [],
    routeNameShort: 'MĐ-ĐL',
    ...overrides,
  };
}

export const pointsFixture = (): TTripPoint[] => [
  {
    pointId: 'pt-mdong',
    name: 'Bến xe Miền Đông',
    address: 'Quốc lộ 13, TP. Hồ Chí Minh',
    order: 0,
    timePlan: FIXTURE_NOW + 5 * HOUR,
    priceFromStart: 0,
    listTransshipmentPoint: [
      { id: 'ts-q1', name: 'Văn phòng Quận 1', transshipmentPrice: 20_000 },
      { id: 'ts-td', name: 'Văn phòng Thủ Đức', transshipmentPrice: 0 },
    ],
  },
  { pointId: 'pt-baoloc', name: 'Bảo Lộc', address: null, order: 1, timePlan: FIXTURE_NOW + 8 * HOUR, priceFromStart: 180_000, listTransshipmentPoint: [] },
  {
    pointId: 'pt-dalat',
    name: 'Bến xe Liên tỉnh Đà Lạt',
    address: '01 Tô Hiến Thành, Đà Lạt',
    order: 2,
    timePlan: FIXTURE_NOW + 11 * HOUR,
    priceFromStart: 300_000,
    listTransshipmentPoint: [{ id: 'ts-dl', name: 'Trung tâm Đà Lạt', transshipmentPrice: 30_000 }],
  },
];

export function ticketFixture(overrides: Partial<TTicket> = {}): TTicket {
  return {
    ticketId: 'tk-1',
    ticketCode: 'VE0001',
    tripId: 't-dalat-1',
    companyId: 'c-phuongtrang',
    routeId: 'r-mdong-dalat',
    seatId: 'A1',
    ticketStatus: 2,
    fullName: 'Trần Văn Bình',
    phoneNumber: '0901234567',
    email: null,
    birthday: null,
    note: null,
    agencyPrice: 300_000,
    originalTicketPrice: 300_000,
    paidMoney: 100_000,
    overTime: FIXTURE_NOW + 30 * 60_000,
    paymentType: 3,
    foreignKey: null,
    isAdult: true,
    image: null,
    orderer: null,
    ordererPhoneNumber: null,
    pointUp: { id: 'pt-mdong', name: 'Bến xe Miền Đông', address: null, pointType: 0, transshipmentId: null },
    pointDown: { id: 'pt-dalat', name: 'Bến xe Liên tỉnh Đà Lạt', address: null, pointType: 0, transshipmentId: null },
    pointUpType: 0,
    pointDownType: 0,
    addressUp: null,
    addressDown: null,
    transShipUpId: null,
    transShipDownId: null,
    surcharges: [],
    surchargePrice: 0,
    invoiceInfo: null,
    invoiceStatus: null,
    serialInvoice: null,
    formInvoice: null,
    seller: { id: 'u1', fullName: 'Nguyễn Thị Lan' },
    sellerId: 'u1',
    agency: 'Bến xe Miền Đông',
    partnerId: 'p1',
    userPartnerId: 'u1',
    createdDate: FIXTURE_NOW - HOUR,
    getInTimePlan: FIXTURE_NOW + 5 * HOUR,
    routeInfo: { name: 'Miền Đông - Đà Lạt', nameShort: 'MĐ-ĐL', formInvoice: null, serialInvoice: null },
    numberPlate: '51B-123.45',
    tripCode: null,
    routeNameShort: 'MĐ-ĐL',
    platformDetail: null,
    numberOfSMSSent: 0,
    isSendZNS: false,
    isSendEmail: false,
    numberOfPrint: 0,
    cashOnTheTrip: 0,
    cancelReason: null,
    isRefunded: false,
    ...overrides,
  };
}

export const surchargesFixture = (): TSurchargeCategory[] => [
  { id: 'sc-tet', name: 'Phụ thu Tết', price: 50_000, mode: 1 },
  { id: 'sc-child', name: 'Giảm trẻ em', price: 30_000, mode: -1 },
];

/** calculate-price as the server would answer it: the leg's price plus transshipment and surcharges. */
export function seatPriceFixture(seatId: string, originalTicketPrice = 300_000, transshipmentPrice = 0, surchargePrice = 0): TSeatPrice {
  return { seatId, originalTicketPrice, transshipmentPrice, surchargePrice, agencyPrice: originalTicketPrice + transshipmentPrice + surchargePrice };
}

export const cancelDetailsFixture = (): TCancelDetailsResponse => ({
  detail: [
    { ticketId: 'tk-1', ticketCode: 'VE0001', seatId: 'A1', agencyPrice: 300_000, paidMoney: 300_000, feeCancel: 30_000, numberTicketCanceledBefore: 0 },
    { ticketId: 'tk-2', ticketCode: 'VE0001', seatId: 'A2', agencyPrice: 300_000, paidMoney: 100_000, feeCancel: 30_000, numberTicketCanceledBefore: 1 },
  ],
  totalPrice: 600_000,
  totalPaid: 400_000,
  totalFee: 60_000,
  refund: 340_000,
});

export const ticketLogsFixture = (): TTicketLog[] => [
  {
    createdDate: Date.UTC(2026, 10, 21, 2, 5),
    createdUserName: 'Nguyễn Thị Lan',
    logType: 1,
    logs: [
      { field: 'seatIds', value: 'A1' },
      { field: 'fullName', value: 'Trần Văn Bình' },
      { field: 'ticketStatus', value: 2 },
      { field: 'paidMoney', value: 100_000 },
    ],
  },
  {
    createdDate: Date.UTC(2026, 10, 21, 3, 30),
    createdUserName: 'Nguyễn Thị Lan',
    logType: 3,
    logs: [
      { field: 'ticketStatus', value: 3 },
      { field: 'paidMoney', value: 300_000 },
      { field: 'requireInvoiceStatus', value: 1 },
    ],
  },
];
