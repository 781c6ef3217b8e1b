/**
 * The hold rule as a table (ADR 0047, rules/ticket-hold.ts): the same tickets run through the rule itself
 * (rules/ticket-hold.test.ts), the seat map and the booking tools (mf-sales) and the server's endpoints
 * (server/test/sales-expired-hold.test.ts). A case is a ticket whose hold ends `holdEndsIn` ms from now (null: no
 * hold time), with `paid` of `price` đồng paid.
 */
import type { HoldState, TicketAction } from '../rules/ticket-hold';

export interface TicketHoldCase {
  name: string;
  ticketStatus: number;
  holdEndsIn: number | null;
  paid: number;
  price: number;
  hold: HoldState;
  label: string;
  /** The actions the ticket allows; every other one is refused. */
  allowed: readonly TicketAction[];
}

const MINUTE = 60_000;
const EVERY_HELD: readonly TicketAction[] = ['update', 'groupEdit', 'payInFull', 'payByQr', 'cancel', 'history', 'print', 'messages'];

export const TICKET_HOLD_CASES: readonly TicketHoldCase[] = [
  { name: 'a hold with time left', ticketStatus: 2, holdEndsIn: 10 * MINUTE, paid: 0, price: 300_000, hold: 'holding', label: 'Giữ chỗ', allowed: EVERY_HELD },
  { name: 'a deposit with time left', ticketStatus: 2, holdEndsIn: 10 * MINUTE, paid: 100_000, price: 300_000, hold: 'holding', label: 'Giữ chỗ', allowed: EVERY_HELD },
  { name: 'a hold without a hold time', ticketStatus: 2, holdEndsIn: null, paid: 0, price: 300_000, hold: 'holding', label: 'Giữ chỗ', allowed: EVERY_HELD },
  {
    name: 'an expired hold with a deposit: pay the balance or cancel',
    ticketStatus: 2,
    holdEndsIn: -MINUTE,
    paid: 100_000,
    price: 300_000,
    hold: 'expiredWithDeposit',
    label: 'Hết hạn giữ chỗ',
    allowed: ['payInFull', 'payByQr', 'cancel', 'history', 'messages'],
  },
  {
    name: 'an expired hold paid in full but not yet marked paid: confirm it or cancel',
    ticketStatus: 2,
    holdEndsIn: -MINUTE,
    paid: 300_000,
    price: 300_000,
    hold: 'expiredWithDeposit',
    label: 'Hết hạn giữ chỗ',
    allowed: ['payInFull', 'cancel', 'history', 'messages'],
  },
  { name: 'an expired zero-paid hold: released and hidden', ticketStatus: 2, holdEndsIn: -MINUTE, paid: 0, price: 300_000, hold: 'expired', label: 'Hết hạn giữ chỗ', allowed: ['history'] },
  {
    name: 'a company-held ticket (7) never expires',
    ticketStatus: 7,
    holdEndsIn: -MINUTE,
    paid: 50_000,
    price: 300_000,
    hold: 'holding',
    label: 'Nhà xe giữ chỗ',
    allowed: EVERY_HELD,
  },
  { name: 'a paid ticket', ticketStatus: 3, holdEndsIn: null, paid: 300_000, price: 300_000, hold: 'none', label: 'Đã thanh toán', allowed: ['cancel', 'history', 'print', 'messages'] },
  { name: 'a cancelled ticket', ticketStatus: 0, holdEndsIn: -MINUTE, paid: 100_000, price: 300_000, hold: 'none', label: 'Đã hủy', allowed: ['history'] },
];

/** The ticket fields of a case, for a clock at `now`. */
export const holdCaseTicket = (c: TicketHoldCase, now: number) => ({
  ticketStatus: c.ticketStatus,
  overTime: c.holdEndsIn === null ? null : now + c.holdEndsIn,
  paidMoney: c.paid,
  agencyPrice: c.price,
});
