import type { TSeat, TTicket } from '@busdesk/api-contract';
import { SALES_NOW, SALES_PARTNER_ID, SALES_USER_ID, SLEEPER_34_SEATS, ticketFixture as salesTicket, ticketPoint } from './sales-fixtures';
import type { SeatContext } from '../shared/seat-map/seat-rules';

/**
 * Test and story data only (never imported by product code): the shared sleeper (test-support/sales-fixtures.ts)
 * with a door and a toilet cell so every kind of cell is drawn, tickets and a context around them.
 */

export const SLEEPER_34: TSeat[] = [
  ...SLEEPER_34_SEATS,
  { seatId: 'CUA', seatType: 1, floor: 1, row: 0, column: 3 },
  { seatId: 'WC', seatType: 5, floor: 2, row: 6, column: 2 },
];

export const ROUTE_POINT_IDS = ['pt-mdong', 'pt-phanthiet', 'pt-dalat'] as const;
export const NOW = SALES_NOW;
export const CURRENT_USER_ID = SALES_USER_ID;
export const CURRENT_PARTNER_ID = SALES_PARTNER_ID;

const point = (id: string) => ticketPoint(id);

let counter = 0;
/** A ticket of the current user on the seat given; each one its own ticket code unless a group is overridden. */
export function ticketFixture(overrides: Partial<TTicket> & Pick<TTicket, 'seatId'>): TTicket {
  counter += 1;
  return salesTicket({ ticketId: `t-${overrides.seatId}-${counter}`, ticketCode: `C${counter}`, seller: { id: CURRENT_USER_ID, fullName: 'Lan' }, ...overrides });
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

/**
 * A context with one seat in every display state (the story and the component tests use it). The agency's tickets
 * carry passengers; the sellers ('Lan', 'Hùng') are never what a tile shows.
 */
export function everyStateContext(): SeatContext {
  const group = 'GROUP-1';
  return contextFixture({
    tickets: [
      ticketFixture({ seatId: 'A01', ticketStatus: 2, fullName: 'Trần Thị Lan' }),
      ticketFixture({ seatId: 'A02', ticketStatus: 3, paidMoney: 300_000, fullName: 'Lê Văn Bình' }),
      ticketFixture({ seatId: 'A03', ticketStatus: 2, paidMoney: 100_000, fullName: 'Phạm Thu Hà' }),
      ticketFixture({ seatId: 'A04', ticketStatus: 7, seller: { id: 'u-other', fullName: 'Hùng' }, fullName: 'Đỗ Minh Khoa' }),
      ticketFixture({ seatId: 'A05', ticketStatus: 2, pointUp: point(ROUTE_POINT_IDS[1]), fullName: 'Vũ Thị Mai' }),
      ticketFixture({ seatId: 'B01', ticketStatus: 2, ticketCode: group, fullName: 'Ngô Văn Nam' }),
      ticketFixture({ seatId: 'B02', ticketStatus: 2, ticketCode: group, fullName: 'Ngô Thị Oanh' }),
      ticketFixture({ seatId: 'B03', ticketStatus: 2, ticketCode: group, fullName: 'Ngô Gia Phúc' }),
      // An unpaid hold that has run out: the seat is free again (001 §4).
      ticketFixture({ seatId: 'A09', ticketStatus: 2, overTime: NOW - 60_000 }),
      // A hold that ran out with a deposit: kept, 'Hết hạn giữ chỗ' (ADR 0047).
      ticketFixture({ seatId: 'A14', ticketStatus: 2, paidMoney: 100_000, overTime: NOW - 60_000, fullName: 'Hoàng Văn Quân' }),
      // No name: the tile shows the phone.
      ticketFixture({ seatId: 'A15', ticketStatus: 2, fullName: null, phoneNumber: '0912345678' }),
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
