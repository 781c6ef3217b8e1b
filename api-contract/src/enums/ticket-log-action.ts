/**
 * Ticket log actions 1–13 (000 §9, 002 §9). The seeds give only the range; the meanings below are ours,
 * covering what the sales screen records (book, pay, update, cancel, print, messages, seat/trip moves).
 */
export const TicketLogAction = {
  BOOK: 1,
  UPDATE: 2,
  PAY: 3,
  CANCEL: 4,
  CHANGE_SEAT: 5,
  CHANGE_TRIP: 6,
  PRINT: 7,
  SEND_SMS: 8,
  SEND_ZNS: 9,
  SEND_EMAIL: 10,
  BOARD: 11,
  COMPLETE: 12,
  HOLD_EXPIRED: 13,
} as const;
export type TTicketLogAction = (typeof TicketLogAction)[keyof typeof TicketLogAction];

// ours
export const TICKET_LOG_ACTION_LABELS: Readonly<Record<TTicketLogAction, string>> = {
  1: 'Đặt vé',
  2: 'Cập nhật vé',
  3: 'Thanh toán',
  4: 'Hủy vé',
  5: 'Đổi ghế',
  6: 'Đổi chuyến',
  7: 'In vé',
  8: 'Gửi SMS',
  9: 'Gửi ZNS',
  10: 'Gửi email',
  11: 'Lên xe',
  12: 'Hoàn thành',
  13: 'Hết hạn giữ chỗ',
};
