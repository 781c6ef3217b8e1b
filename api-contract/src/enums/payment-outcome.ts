/** What a received bank or wallet transfer did to its bill (the refund list shows the ones needing money back). */
export const PaymentOutcome = {
  PAID: 'paid',
  UNMATCHED: 'unmatched',
  UNDERPAID: 'underpaid',
  LATE_PAID: 'late_paid',
  REFUND_NEEDED: 'refund_needed',
  /** A second, different transaction for a bill already paid: money to give back too. */
  DUPLICATE: 'duplicate',
} as const;
export type TPaymentOutcome = (typeof PaymentOutcome)[keyof typeof PaymentOutcome];
