import type { TCancelDetailsResponse, TSeatPrice, TSurchargeCategory, TTicket, TTicketLog, TTripDetail, TTripPoint } from '@busdesk/api-contract';
import { ticketFixture as salesTicket, tripFixture as salesTrip } from './sales-fixtures';

/**
 * Sample data for the booking panel's tests and stories only (never imported by product code): the shared trip
 * (test-support/sales-fixtures.ts) with three stops, one of them offering transshipment, and what the panel's calls answer.
 */
const HOUR = 3_600_000;
/** The fixtures' 'now': the real clock when the module loads, so requests over real HTTP keep working in tests. */
export const FIXTURE_NOW = Date.now();

export const tripFixture = (overrides: Partial<TTripDetail> = {}): TTripDetail =>
  salesTrip({
    tripId: 't-dalat-1',
    startTime: FIXTURE_NOW + 5 * HOUR,
    totalBookedSeat: 3,
    vehicleType: 'Giường nằm',
    pointOfRouteIds: 'pt-mdong,pt-baoloc,pt-dalat',
    timePartnerHolder: 30 * 60_000,
    timePartnerLockBooking: 15 * 60_000,
    timePartnerAllowCancel: 2 * HOUR,
    seatMap: [
      { seatId: 'A1', seatType: 3, floor: 1, row: 1, column: 1 },
      { seatId: 'A2', seatType: 3, floor: 1, row: 1, column: 2 },
      { seatId: 'A3', seatType: 3, floor: 1, row: 1, column: 3 },
    ],
    ...overrides,
  });

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

/** A held ticket with a deposit, sold by the signed-in user of booking-test-kit (u1 of p1). */
export const ticketFixture = (overrides: Partial<TTicket> = {}): TTicket =>
  salesTicket(
    {
      seatId: 'A1',
      fullName: 'Trần Văn Bình',
      paidMoney: 100_000,
      overTime: FIXTURE_NOW + 30 * 60_000,
      seller: { id: 'u1', fullName: 'Nguyễn Thị Lan' },
      sellerId: 'u1',
      partnerId: 'p1',
      userPartnerId: 'u1',
      createdDate: FIXTURE_NOW - HOUR,
      ...overrides,
    },
    tripFixture(),
  );

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
