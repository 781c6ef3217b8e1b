import { labelOf } from '../enums/label-of';
import { TICKET_HOLD_EXPIRED_LABEL, TICKET_STATUS_LABELS, TicketStatus } from '../enums/ticket-status';

/**
 * The hold of a ticket and what may be done with it (ADR 0047). One rule for every path: the seat map, the booking
 * form's buttons, QR payment, printing, the trip contract and the server's update, pay and cancel endpoints.
 *
 * A held ticket (status 2) whose hold time (overTime) has passed:
 * - with nothing paid, it expires: the seat is released and the ticket is hidden (001 §4);
 * - with a deposit, it is an *expired hold with deposit*: the passenger's money holds the seat (it is never freed
 *   silently), it shows 'Hết hạn giữ chỗ' everywhere (000 §4), and the clerk can only settle it: collect the balance
 *   (pay in full, in cash or by QR, which makes it paid) or cancel it (refunding the deposit less the cancel fee).
 *   It cannot be edited, topped up with another partial payment, or printed until it is paid.
 * Status 7 (company-held) has no hold time of its own and never expires here.
 */

/** The fields of a ticket the rule reads. */
export interface TicketHoldInput {
  ticketStatus: number;
  /** End of the hold, epoch ms; 0 or absent means no hold limit. */
  overTime?: number | null;
  paidMoney?: number | null;
}

export interface TicketActionInput extends TicketHoldInput {
  agencyPrice: number;
  paidMoney: number;
}

/**
 * - `none`: not a hold (paid, on the trip, completed, cancelled, or company-held);
 * - `holding`: held, the hold time not passed (or no limit);
 * - `expiredWithDeposit`: held, the time passed, money paid: kept, to be paid in full or cancelled;
 * - `expired`: held, the time passed, nothing paid: released and hidden.
 */
export type HoldState = 'none' | 'holding' | 'expiredWithDeposit' | 'expired';

export function holdState(ticket: TicketHoldInput, now: number): HoldState {
  if (ticket.ticketStatus === TicketStatus.COMPANY_HELD) return 'holding';
  if (ticket.ticketStatus !== TicketStatus.BOOKED) return 'none';
  const passed = typeof ticket.overTime === 'number' && ticket.overTime > 0 && ticket.overTime < now;
  if (!passed) return 'holding';
  return ticket.paidMoney && ticket.paidMoney > 0 ? 'expiredWithDeposit' : 'expired';
}

/** A zero-paid hold whose time has passed: released and hidden (001 §4). */
export const isTicketHoldExpired = (ticket: TicketHoldInput, now: number = Date.now()): boolean => holdState(ticket, now) === 'expired';

/** A hold whose time has passed with a deposit paid: kept until it is paid in full or cancelled. */
export const isHoldExpiredWithDeposit = (ticket: TicketHoldInput, now: number = Date.now()): boolean =>
  holdState(ticket, now) === 'expiredWithDeposit';

/** The label a ticket shows: a booked ticket whose hold (overTime) has passed reads 'Hết hạn giữ chỗ' (000 §4). */
export function ticketStatusLabel(ticket: TicketHoldInput, now: number = Date.now()): string {
  const hold = holdState(ticket, now);
  if (hold === 'expired' || hold === 'expiredWithDeposit') return TICKET_HOLD_EXPIRED_LABEL;
  return labelOf(TICKET_STATUS_LABELS, ticket.ticketStatus);
}

/**
 * What the booking form and the tools may do with selected tickets:
 * - `update`: save changed details or take another partial payment ('Cập nhật'); `groupEdit` likewise per passenger;
 * - `payInFull`: collect the whole balance in cash ('Thanh toán đủ'), which makes the ticket paid;
 * - `payByQr`: make a bank or wallet QR for the balance;
 * - `cancel`, `history`, `print`, `messages` (SMS/ZNS).
 * The trip's own windows (booking and cancel locks, departure) are checked separately (sale-windows.ts).
 */
export type TicketAction = 'update' | 'groupEdit' | 'payInFull' | 'payByQr' | 'cancel' | 'history' | 'print' | 'messages';
export type TicketActions = Readonly<Record<TicketAction, boolean>>;

const NONE: TicketActions = { update: false, groupEdit: false, payInFull: false, payByQr: false, cancel: false, history: false, print: false, messages: false };

/** What may be done with one ticket at `now` (epoch ms, the server's clock where known). */
export function ticketActions(ticket: TicketActionInput, now: number): TicketActions {
  if (ticket.ticketStatus === TicketStatus.CANCELLED) return { ...NONE, history: true };
  const hold = holdState(ticket, now);
  const due = ticket.paidMoney < ticket.agencyPrice;
  switch (hold) {
    case 'expired':
      return { ...NONE, history: true };
    case 'expiredWithDeposit':
      return { ...NONE, payInFull: true, payByQr: due, cancel: true, history: true, messages: true };
    case 'holding':
      return { update: true, groupEdit: true, payInFull: true, payByQr: due, cancel: true, history: true, print: true, messages: true };
    case 'none':
      return { ...NONE, cancel: true, history: true, print: true, messages: true };
  }
}

/**
 * What may be done with a selection (one group): an action every ticket allows, except the QR, which bills the
 * tickets that still owe money and so needs only one of them.
 */
export function selectionActions(tickets: readonly TicketActionInput[], now: number): TicketActions {
  if (tickets.length === 0) return NONE;
  const each = tickets.map((t) => ticketActions(t, now));
  const all = (action: TicketAction) => each.every((a) => a[action]);
  return {
    update: all('update'),
    groupEdit: all('groupEdit'),
    payInFull: all('payInFull'),
    payByQr: each.some((a) => a.payByQr),
    cancel: all('cancel'),
    history: all('history'),
    print: all('print'),
    messages: all('messages'),
  };
}

/**
 * Whether an update of an expired hold with deposit is the one it allows: the balance collected in full (the
 * payment type may come along), nothing else changed. `changed` names the fields the update would write.
 */
export function isSettlingPayment(ticket: TicketActionInput, changed: readonly string[], paidAfter: number): boolean {
  const settling = new Set(['paidMoney', 'ticketStatus', 'paymentType', 'updatedAt']);
  return paidAfter === ticket.agencyPrice && changed.every((field) => settling.has(field));
}
