import { z } from 'zod';
import { labelOf } from './label-of';

/** Ticket status codes of 001 §4 / 002 §4. 1 and 6 are not used by the seeds. */
export const TicketStatus = {
  CANCELLED: 0,
  BOOKED: 2,
  PAID: 3,
  ON_TRIP: 4,
  COMPLETED: 5,
  /** Booked by admin / held by the company; the sales screen also uses it for deposits. */
  COMPANY_HELD: 7,
} as const;
export const ZTicketStatus = z.enum(TicketStatus);
export type TTicketStatus = z.infer<typeof ZTicketStatus>;

export const TICKET_STATUS_LABELS: Readonly<Record<TTicketStatus, string>> = {
  0: 'Đã hủy',
  2: 'Giữ chỗ',
  3: 'Đã thanh toán',
  4: 'Đã xuất bến',
  5: 'Đã hoàn thành',
  7: 'Nhà xe giữ chỗ', // ours: the seeds name 7 only in English
};
export const TICKET_HOLD_EXPIRED_LABEL = 'Hết hạn giữ chỗ';

/** Seat-map marks of 001 §4: 2 or 7 booked (G), 3 paid (T). */
export const SEAT_MAP_MARK: Readonly<Partial<Record<TTicketStatus, 'G' | 'T'>>> = { 2: 'G', 7: 'G', 3: 'T' };

export interface TicketStatusInput {
  ticketStatus: number;
  /** End of the hold, epoch ms; 0 or absent means no hold limit. */
  overTime?: number | null;
  paidMoney?: number | null;
}

const holdPassed = (t: TicketStatusInput, now: number): boolean =>
  t.ticketStatus === TicketStatus.BOOKED && typeof t.overTime === 'number' && t.overTime > 0 && t.overTime < now;

/** The label a ticket shows: a booked ticket whose hold (overTime) has passed reads 'Hết hạn giữ chỗ'. */
export function ticketStatusLabel(ticket: TicketStatusInput, now: number = Date.now()): string {
  if (holdPassed(ticket, now)) return TICKET_HOLD_EXPIRED_LABEL;
  return labelOf(TICKET_STATUS_LABELS, ticket.ticketStatus);
}

/**
 * A held ticket with no money paid whose hold has passed is hidden from the seat map (001 §4); with a deposit
 * it stays visible (labelled expired) so the money is not lost from view.
 */
export function isTicketHoldExpired(ticket: TicketStatusInput, now: number = Date.now()): boolean {
  return holdPassed(ticket, now) && !(ticket.paidMoney && ticket.paidMoney > 0);
}

/** Occupies its seat: every status but cancelled. The database's active-seat index uses the same rule. */
export const isActiveTicketStatus = (status: number): boolean => status !== TicketStatus.CANCELLED;
