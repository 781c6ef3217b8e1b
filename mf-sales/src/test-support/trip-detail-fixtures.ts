import type { TTicket, TTripDetail, TTripPoint, TViewTripResponse } from '@busdesk/api-contract';
import { SALES_NOW, SALES_PARTNER_ID, ticketFixture as salesTicket, ticketPoint, tripFixture } from './sales-fixtures';

/**
 * A realistic opened trip for tests and stories only (never imported by the product path): the shared 34-bed
 * sleeper (test-support/sales-fixtures.ts) with seven stops and a few of the agency's tickets.
 */

export const FIXTURE_PARTNER_ID = SALES_PARTNER_ID;
export const FIXTURE_USER_ID = 'u-lan';
export const FIXTURE_NOW = SALES_NOW;

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

export const fixtureTrip: TTripDetail = tripFixture({
  tripId: 'trip-mdong-dalat-0930',
  companyName: 'Xe khách Phương Nam',
  routeName: 'Bến xe Miền Đông mới - Bến xe liên tỉnh Đà Lạt',
  totalBookedSeat: 9,
  vehicleId: 'v-1',
  driverIds: ['d-1'],
  driverNames: ['Trần Văn Hùng'],
  pointOfRouteIds: POINT_NAMES.map(([id]) => id).join(','),
  timePartnerLockBooking: 15,
  timePartnerAllowCancel: 60,
  price: 280_000,
  lockSeat: [{ seatId: 'B17', note: 'Nhà xe giữ' }],
  routeNameShort: 'MĐ - ĐL',
});

const point = (index: number) => {
  const [id, name] = POINT_NAMES[index]!;
  return ticketPoint(id, name);
};

/** One of the agency's tickets on the fixture trip; override what a test is about. */
export const ticketFixture = (overrides: Partial<TTicket> = {}): TTicket =>
  salesTicket(
    {
      phoneNumber: '0903123456',
      pointUp: point(0),
      pointDown: point(7),
      seller: { id: FIXTURE_USER_ID, fullName: 'Nguyễn Thị Lan' },
      sellerId: FIXTURE_USER_ID,
      userPartnerId: FIXTURE_USER_ID,
      createdDate: FIXTURE_NOW - 86_400_000,
      tripCode: 'MDDL-0930',
      ...overrides,
    },
    fixtureTrip,
  );

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
