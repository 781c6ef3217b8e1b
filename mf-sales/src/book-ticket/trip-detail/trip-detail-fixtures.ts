import type { TSeat, TTicket, TTripDetail, TTripPoint, TViewTripResponse } from '@busdesk/api-contract';

/**
 * A realistic opened trip for tests and stories only (never imported by the product path): a 34-bed sleeper
 * Bến xe Miền Đông → Đà Lạt with seven stops and a few of the agency's tickets.
 */

export const FIXTURE_PARTNER_ID = 'p-bxmd';
export const FIXTURE_USER_ID = 'u-lan';
export const FIXTURE_NOW = Date.UTC(2026, 10, 22, 3, 0, 0);

function sleeperSeats(): TSeat[] {
  const seats: TSeat[] = [{ seatId: 'TX', seatType: 1, floor: 1, row: 0, column: 1 }];
  for (const [floor, letter] of [[1, 'A'], [2, 'B']] as const) {
    let n = 0;
    const cells: [number, number][] = [];
    for (let row = 1; row <= 5; row++) for (const column of [1, 2, 3]) cells.push([row, column]);
    cells.push([6, 1], [6, 3]);
    for (const [row, column] of cells) {
      n += 1;
      seats.push({ seatId: `${letter}${String(n).padStart(2, '0')}`, seatType: 3, floor, row, column });
    }
  }
  return seats;
}

const POINT_NAMES = [
  ['pt-mdong', 'Bến xe Miền Đông mới'],
  ['pt-suoitien', 'Ngã tư Suối Tiên'],
  ['pt-dauday', 'Ngã ba Dầu Giây'],
  ['pt-dinhquan', 'Thị trấn Định Quán'],
  ['pt-baoloc', 'Bến xe Bảo Lộc'],
  ['pt-ductrong', 'Bến xe Đức Trọng'],
  ['pt-lienhuong', 'Ngã ba Liên Khương'],
  ['pt-dalat', 'Bến xe liên tỉnh Đà Lạt'],
] as const;

export const fixturePoints: TTripPoint[] = POINT_NAMES.map(([pointId, name], order) => ({
  pointId,
  name,
  address: null,
  order,
  timePlan: FIXTURE_NOW + 3_600_000 + order * 45 * 60_000,
  priceFromStart: order * 40_000,
  listTransshipmentPoint: [],
}));

export const fixtureTrip: TTripDetail = {
  tripId: 'trip-mdong-dalat-0930',
  companyId: 'c-phuongtrang',
  companyName: 'Xe khách Phương Nam',
  routeId: 'r-mdong-dalat',
  routeName: 'Bến xe Miền Đông mới - Bến xe liên tỉnh Đà Lạt',
  startTime: FIXTURE_NOW + 3_600_000,
  startTimeReality: FIXTURE_NOW + 3_600_000,
  startDate: 20261122,
  totalSeat: 34,
  totalBookedSeat: 9,
  tripStatus: 1,
  numberPlate: '51B-123.45',
  vehicleId: 'v-1',
  vehicleType: 'Giường nằm 34 chỗ',
  driverIds: ['d-1'],
  driverNames: ['Trần Văn Hùng'],
  pointOfRouteIds: POINT_NAMES.map(([id]) => id).join(','),
  partnerLocks: [],
  choosableSeat: 1,
  timePartnerHolder: 30,
  timePartnerLockBooking: 15,
  timePartnerAllowCancel: 60,
  isPartnerSettled: false,
  price: 280_000,
  isNotUsingAv: false,
  seatMap: sleeperSeats(),
  lockSeat: [{ seatId: 'B17', note: 'Nhà xe giữ' }],
  routeNameShort: 'MĐ - ĐL',
};

const point = (index: number) => {
  const [id, name] = POINT_NAMES[index]!;
  return { id, name, address: null, pointType: 0, transshipmentId: null };
};

/** One of the agency's tickets on the fixture trip; override what a test is about. */
export function ticketFixture(overrides: Partial<TTicket> = {}): TTicket {
  return {
    ticketId: 'tk-1',
    ticketCode: 'VE0001',
    tripId: fixtureTrip.tripId,
    companyId: fixtureTrip.companyId,
    routeId: fixtureTrip.routeId,
    seatId: 'A01',
    ticketStatus: 2,
    fullName: 'Nguyễn Văn An',
    phoneNumber: '0903123456',
    email: null,
    birthday: null,
    note: null,
    agencyPrice: 280_000,
    originalTicketPrice: 280_000,
    paidMoney: 0,
    overTime: null,
    paymentType: 3,
    foreignKey: null,
    isAdult: true,
    image: null,
    orderer: null,
    ordererPhoneNumber: null,
    pointUp: point(0),
    pointDown: point(7),
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
    seller: { id: FIXTURE_USER_ID, fullName: 'Nguyễn Thị Lan' },
    sellerId: FIXTURE_USER_ID,
    agency: 'Bến xe Miền Đông',
    partnerId: FIXTURE_PARTNER_ID,
    userPartnerId: FIXTURE_USER_ID,
    createdDate: FIXTURE_NOW - 86_400_000,
    getInTimePlan: fixtureTrip.startTime,
    routeInfo: { name: fixtureTrip.routeName, nameShort: 'MĐ - ĐL', formInvoice: null, serialInvoice: null },
    numberPlate: fixtureTrip.numberPlate,
    tripCode: 'MDDL-0930',
    routeNameShort: 'MĐ - ĐL',
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

export const fixtureTickets: TTicket[] = [
  ticketFixture(),
  ticketFixture({ ticketId: 'tk-2', ticketCode: 'VE0002', seatId: 'A02', ticketStatus: 3, paidMoney: 280_000, fullName: 'Lê Thị Bích', phoneNumber: '0912555777' }),
  ticketFixture({ ticketId: 'tk-3', ticketCode: 'VE0003', seatId: 'A04', fullName: 'Phạm Minh Châu', phoneNumber: '0987000111', paidMoney: 100_000, pointUp: point(1), agencyPrice: 240_000 }),
  ticketFixture({ ticketId: 'tk-4', ticketCode: 'VE0003', seatId: 'A05', fullName: 'Phạm Minh Châu', phoneNumber: '0987000111', paidMoney: 0, pointUp: point(1), agencyPrice: 240_000 }),
  ticketFixture({ ticketId: 'tk-5', ticketCode: 'VE0005', seatId: 'B01', ticketStatus: 3, paidMoney: 160_000, agencyPrice: 160_000, fullName: 'Hoàng Quốc Việt', phoneNumber: '0938222444', pointUp: point(3), pointDown: point(6) }),
];

/** The view-by-id answer for the fixture trip. */
export function viewTripFixture(overrides: Partial<TViewTripResponse> = {}): TViewTripResponse {
  return {
    trip: fixtureTrip,
    points: fixturePoints,
    tickets: fixtureTickets,
    otherSeats: [
      { seatId: 'A07', ticketStatus: 2 },
      { seatId: 'A08', ticketStatus: 3 },
      { seatId: 'B05', ticketStatus: 3 },
      { seatId: 'B06', ticketStatus: 2 },
    ],
    seatLocks: [{ listSeatId: ['A10'], userId: 'u-other', partnerId: 'p-bxmd-moi', expiresAt: FIXTURE_NOW + 400_000 }],
    serverTime: FIXTURE_NOW,
    ...overrides,
  };
}
