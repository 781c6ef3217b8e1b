import type { TSeat, TTicket, TTripDetail, TTripPoint, TViewTripResponse } from '@busdesk/api-contract';

/**
 * Tests and stories only (never imported by product code): the one Busdesk sales scene every fixture of the
 * book-ticket screen starts from — Bến xe Miền Đông selling a Phương Trang sleeper from Miền Đông to Đà Lạt.
 * Each folder's fixtures override what its tests are about; the shapes of TTicket/TTripDetail live only here.
 */

/** 10:00 in Việt Nam on the trip's day; fixed so times shown in tests never depend on the clock. */
export const SALES_NOW = Date.UTC(2026, 10, 22, 3, 0);
export const SALES_PARTNER_ID = 'p-bxmd';
export const SALES_USER_ID = 'u-staff';
const HOUR = 3_600_000;

/** Seat ids as the seed numbers them: floor 1 'A01'…, floor 2 'B01'…; `rows` rows of `columns`, then a back row. */
function floorSeats(floor: number, rows: number, columns: number[], seatType: number, backRow: number[]): TSeat[] {
  const letter = floor === 1 ? 'A' : 'B';
  const cells: Omit<TSeat, 'seatId'>[] = [];
  for (let row = 1; row <= rows; row++) for (const column of columns) cells.push({ seatType, floor, row, column });
  for (const column of backRow) cells.push({ seatType, floor, row: rows + 1, column });
  return cells.map((c, i) => ({ ...c, seatId: `${letter}${String(i + 1).padStart(2, '0')}` }));
}

/** The seed's 'Giường nằm 34 chỗ' (server/src/db/seed/seat-layouts.ts): the driver (type 2), then 17 beds a floor. */
export const SLEEPER_34_SEATS: TSeat[] = [
  { seatId: 'TX', seatType: 2, floor: 1, row: 0, column: 1 },
  ...floorSeats(1, 5, [1, 2, 3], 3, [1, 3]),
  ...floorSeats(2, 5, [1, 2, 3], 3, [1, 3]),
];

export function tripFixture(overrides: Partial<TTripDetail> = {}): TTripDetail {
  const startTime = overrides.startTime ?? SALES_NOW + HOUR;
  return {
    tripId: 'trip-mdong-dalat',
    companyId: 'c-phuongtrang',
    companyName: 'Phương Trang',
    routeId: 'r-mdong-dalat',
    routeName: 'Miền Đông - Đà Lạt',
    startTime,
    startTimeReality: startTime,
    startDate: 20261122,
    totalSeat: 34,
    totalBookedSeat: 0,
    tripStatus: 1,
    numberPlate: '51B-123.45',
    vehicleId: 'v1',
    vehicleType: 'Giường nằm 34 chỗ',
    driverIds: [],
    driverNames: [],
    pointOfRouteIds: 'pt-mdong,pt-dalat',
    partnerLocks: [],
    choosableSeat: 1,
    timePartnerHolder: 30,
    timePartnerLockBooking: 0,
    timePartnerAllowCancel: 0,
    isPartnerSettled: false,
    price: 300_000,
    isNotUsingAv: false,
    seatMap: SLEEPER_34_SEATS,
    lockSeat: [],
    routeNameShort: 'MĐ-ĐL',
    ...overrides,
  };
}

/** A stop as a ticket names it (pick-up or drop-off). */
export const ticketPoint = (id: string, name: string = id): TTicket['pointUp'] => ({ id, name, address: null, pointType: 0, transshipmentId: null });

const DEFAULT_TRIP = tripFixture();

/** A held ticket of the agency on `trip` (its ids, route, plate, price and departure); override what a test is about. */
export function ticketFixture(overrides: Partial<TTicket> = {}, trip: TTripDetail = DEFAULT_TRIP): TTicket {
  return {
    ticketId: 'tk-1',
    ticketCode: 'VE0001',
    tripId: trip.tripId,
    companyId: trip.companyId,
    routeId: trip.routeId,
    seatId: 'A01',
    ticketStatus: 2,
    fullName: 'Nguyễn Văn An',
    phoneNumber: '0901234567',
    email: null,
    birthday: null,
    note: null,
    agencyPrice: trip.price,
    originalTicketPrice: trip.price,
    paidMoney: 0,
    overTime: null,
    paymentType: 3,
    foreignKey: null,
    isAdult: true,
    image: null,
    orderer: null,
    ordererPhoneNumber: null,
    pointUp: ticketPoint('pt-mdong', 'Bến xe Miền Đông'),
    pointDown: ticketPoint('pt-dalat', 'Bến xe Liên tỉnh Đà Lạt'),
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
    seller: { id: SALES_USER_ID, fullName: 'Nguyễn Thị Lan' },
    sellerId: SALES_USER_ID,
    agency: 'Bến xe Miền Đông',
    partnerId: SALES_PARTNER_ID,
    userPartnerId: SALES_USER_ID,
    createdDate: SALES_NOW - HOUR,
    getInTimePlan: trip.startTime,
    routeInfo: { name: trip.routeName, nameShort: trip.routeNameShort, formInvoice: null, serialInvoice: null },
    numberPlate: trip.numberPlate,
    tripCode: null,
    routeNameShort: trip.routeNameShort,
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

/** The route's two ends, eight hours apart. */
export const endPointsFixture = (): TTripPoint[] => [
  { pointId: 'pt-mdong', name: 'Bến xe Miền Đông', address: null, order: 1, timePlan: SALES_NOW, priceFromStart: 0, listTransshipmentPoint: [] },
  { pointId: 'pt-dalat', name: 'Bến xe Đà Lạt', address: null, order: 2, timePlan: SALES_NOW + 8 * HOUR, priceFromStart: 300_000, listTransshipmentPoint: [] },
];

/** The view-by-id answer: the trip with nothing sold yet. */
export function viewTripFixture(overrides: Partial<TViewTripResponse> = {}): TViewTripResponse {
  return { trip: tripFixture(), points: endPointsFixture(), tickets: [], otherSeats: [], seatLocks: [], serverTime: SALES_NOW, ...overrides };
}
