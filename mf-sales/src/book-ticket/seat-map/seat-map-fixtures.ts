import type { TSeat, TTicket } from '@busdesk/api-contract';
import type { SeatContext } from './seat-rules';

/**
 * Test and story data only (never imported by product code): a two-floor sleeper like the seed's 'Giường nằm 34
 * chỗ' (server/src/db/seed/seat-layouts.ts), tickets and a context around them.
 */

/** Seat ids: floor 1 'A01'…, floor 2 'B01'…; five rows of three, then a back row of two; the driver on floor 1. */
function floorSeats(floor: number, rows: number, columns: number[], seatType: number, tail: number[]): TSeat[] {
  const letter = floor === 1 ? 'A' : 'B';
  const cells: Omit<TSeat, 'seatId'>[] = [];
  for (let row = 1; row <= rows; row++) for (const column of columns) cells.push({ seatType, floor, row, column });
  for (const column of tail) cells.push({ seatType, floor, row: rows + 1, column });
  return cells.map((c, i) => ({ ...c, seatId: `${letter}${String(i + 1).padStart(2, '0')}` }));
}

export const SLEEPER_34: TSeat[] = [
  { seatId: 'TX', seatType: 2, floor: 1, row: 0, column: 1 },
  { seatId: 'CUA', seatType: 1, floor: 1, row: 0, column: 3 },
  ...floorSeats(1, 5, [1, 2, 3], 3, [1, 3]),
  ...floorSeats(2, 5, [1, 2, 3], 3, [1, 3]),
  { seatId: 'WC', seatType: 5, floor: 2, row: 6, column: 2 },
];

export const ROUTE_POINT_IDS = ['pt-mdong', 'pt-phanthiet', 'pt-dalat'] as const;
export const NOW = Date.UTC(2026, 10, 22, 3, 0);
export const CURRENT_USER_ID = 'u-staff';
export const CURRENT_PARTNER_ID = 'p-bxmd';

const point = (id: string) => ({ id, name: id, address: null, pointType: 0, transshipmentId: null });

let counter = 0;
export function ticketFixture(overrides: Partial<TTicket> & Pick<TTicket, 'seatId'>): TTicket {
  counter += 1;
  return {
    ticketId: `t-${overrides.seatId}-${counter}`,
    ticketCode: `C${counter}`,
    tripId: 'trip-1',
    companyId: 'c-phuongtrang',
    routeId: 'r-mdong-dalat',
    ticketStatus: 2,
    fullName: 'Nguyễn Văn An',
    phoneNumber: '0901234567',
    email: null,
    birthday: null,
    note: null,
    agencyPrice: 300_000,
    originalTicketPrice: 300_000,
    paidMoney: 0,
    overTime: null,
    paymentType: 3,
    foreignKey: null,
    isAdult: true,
    image: null,
    orderer: null,
    ordererPhoneNumber: null,
    pointUp: point(ROUTE_POINT_IDS[0]),
    pointDown: point(ROUTE_POINT_IDS[2]),
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
    seller: { id: CURRENT_USER_ID, fullName: 'Lan' },
    sellerId: CURRENT_USER_ID,
    agency: 'Bến xe Miền Đông',
    partnerId: CURRENT_PARTNER_ID,
    userPartnerId: CURRENT_USER_ID,
    createdDate: NOW - 3_600_000,
    getInTimePlan: null,
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

export function contextFixture(overrides: Partial<SeatContext> = {}): SeatContext {
  return {
    seats: SLEEPER_34,
    companyLockedSeatIds: [],
    tickets: [],
    otherSeats: [],
    seatLocks: [],
    currentUserId: CURRENT_USER_ID,
    currentPartnerId: CURRENT_PARTNER_ID,
    routePointIds: ROUTE_POINT_IDS,
    now: NOW,
    ...overrides,
  };
}

/** A context with one seat in every display state (the story and the component tests use it). */
export function everyStateContext(): SeatContext {
  const group = 'GROUP-1';
  return contextFixture({
    tickets: [
      ticketFixture({ seatId: 'A01', ticketStatus: 2 }),
      ticketFixture({ seatId: 'A02', ticketStatus: 3, paidMoney: 300_000 }),
      ticketFixture({ seatId: 'A03', ticketStatus: 2, paidMoney: 100_000 }),
      ticketFixture({ seatId: 'A04', ticketStatus: 7, seller: { id: 'u-other', fullName: 'Hùng' } }),
      ticketFixture({ seatId: 'A05', ticketStatus: 2, pointUp: point(ROUTE_POINT_IDS[1]) }),
      ticketFixture({ seatId: 'B01', ticketStatus: 2, ticketCode: group }),
      ticketFixture({ seatId: 'B02', ticketStatus: 2, ticketCode: group }),
      ticketFixture({ seatId: 'B03', ticketStatus: 2, ticketCode: group }),
      // An unpaid hold that has run out: the seat is free again (001 §4).
      ticketFixture({ seatId: 'A09', ticketStatus: 2, overTime: NOW - 60_000 }),
    ],
    otherSeats: [
      { seatId: 'A06', ticketStatus: 2 },
      { seatId: 'A07', ticketStatus: 3 },
    ],
    companyLockedSeatIds: ['A08'],
    seatLocks: [
      { listSeatId: ['A10'], userId: 'u-colleague', partnerId: CURRENT_PARTNER_ID, expiresAt: NOW + 300_000 },
      { listSeatId: ['A11'], userId: CURRENT_USER_ID, partnerId: CURRENT_PARTNER_ID, expiresAt: NOW + 300_000 },
    ],
  });
}
