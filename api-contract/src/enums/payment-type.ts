/** Payment methods on tickets (001 §7, 000 §9, 002 §9). Bookings default to 3 (cash at counter). */
export const PaymentType = {
  ONLINE: 1,
  CASH_TO_ASSISTANT: 2,
  CASH_AT_COUNTER: 3,
  TRANSFER: 6,
  MB_QR: 24,
} as const;
export type TPaymentType = (typeof PaymentType)[keyof typeof PaymentType];

// ours: the seeds give these labels in English only.
export const PAYMENT_TYPE_LABELS: Readonly<Record<TPaymentType, string>> = {
  1: 'Thanh toán online',
  2: 'Tiền mặt cho phụ xe',
  3: 'Tiền mặt tại quầy',
  6: 'Chuyển khoản',
  24: 'QR ngân hàng MB',
};

/**
 * The seeds list four short codes for five methods without pairing them. Read as Vietnamese abbreviations:
 * TTTT = thanh toán trực tuyến (online), TTTX = thanh toán trên xe (cash to the assistant),
 * TTTMTQ = thanh toán tiền mặt tại quầy (counter), CK = chuyển khoản (transfer). A bank QR payment is a
 * transfer into the company's account, so it shares CK.
 */
export const PAYMENT_TYPE_SHORT_CODES: Readonly<Record<TPaymentType, 'TTTT' | 'TTTX' | 'TTTMTQ' | 'CK'>> = {
  1: 'TTTT',
  2: 'TTTX',
  3: 'TTTMTQ',
  6: 'CK',
  24: 'CK',
};
