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
export type TTicketStatus = (typeof TicketStatus)[keyof typeof TicketStatus];

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

// The hold rule (expired holds, the 'Hết hạn giữ chỗ' label, what a ticket allows) is rules/ticket-hold.ts.

/** Occupies its seat: every status but cancelled. The database's active-seat index uses the same rule. */
export const isActiveTicketStatus = (status: number): boolean => status !== TicketStatus.CANCELLED;
