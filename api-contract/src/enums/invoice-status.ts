import type { StatusColor } from './label-of';

/**
 * Invoice status. The seeds give two readings (002 §4): the enumeration says 0 cancelled, 1 created,
 * 2 issued; the ticket form's invoice icon treats 3 as issued. We keep both: the enumeration below for
 * labels, and `invoiceIconColor` exactly as the form does it (green only with numbers and status 3).
 */
export const InvoiceStatus = { CANCELLED: 0, CREATED: 1, ISSUED: 2, ISSUED_ICON: 3 } as const;
export type TInvoiceStatus = (typeof InvoiceStatus)[keyof typeof InvoiceStatus];

// ours: the seeds give these in English.
export const INVOICE_STATUS_LABELS: Readonly<Record<TInvoiceStatus, string>> = {
  0: 'Đã hủy',
  1: 'Đã tạo',
  2: 'Đã phát hành',
  3: 'Đã phát hành',
};

export interface InvoiceIconInput {
  invoiceStatus?: number | null;
  invoiceInfo?: { invoiceNumber?: string | null; invoiceNumberTax?: string | null } | null;
}

/** 001 §2.1: green only when the invoice numbers exist and invoiceStatus is 3, otherwise red. */
export function invoiceIconColor(ticket: InvoiceIconInput): Extract<StatusColor, 'green' | 'red'> {
  const info = ticket.invoiceInfo;
  const hasNumbers = Boolean(info?.invoiceNumber) && Boolean(info?.invoiceNumberTax);
  return hasNumbers && ticket.invoiceStatus === InvoiceStatus.ISSUED_ICON ? 'green' : 'red';
}
