// Zod-free, so the portal shell's route table can use it before it paints (the schema is in
// schemas.ts).

/** The six ticket email templates; the type is the child route name under /config/mail-ticket (000 §2.1, §2.11). */
export const MailTemplateType = {
  BOOKED_TICKET: 'booked-ticket',
  ONLINE_PAYMENT: 'online-payment',
  ONLINE_PAYMENT_EXPIRED: 'online-payment-expired',
  EXPIRED_TICKET: 'expired-ticket',
  PAID_TICKET: 'paid-ticket',
  AUTOMATICALLY_CANCELLED: 'automatically-cancelled',
} as const;
export type TMailTemplateType = (typeof MailTemplateType)[keyof typeof MailTemplateType];

export const MAIL_TEMPLATE_TITLES: Readonly<Record<TMailTemplateType, string>> = {
  'booked-ticket': 'Email đặt vé',
  'online-payment': 'Email thanh toán vé thành công',
  'online-payment-expired': 'Email thanh toán online hết hạn giữ chỗ',
  'expired-ticket': 'Email vé hết hạn giữ chỗ',
  'paid-ticket': 'Email vé đã thanh toán',
  'automatically-cancelled': 'Email vé bị hủy tự động',
};

/** Print template config type (001 §7). */
export const PRINT_TEMPLATE_TYPE = 'PRINT_TICKET';
