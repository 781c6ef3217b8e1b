import { MSG, ticketActions, type TMbTicketPaymentEvent, type TTicket } from '@busdesk/api-contract';
import { isApiError } from '@busdesk/shared-kit';

/** The two QR choices of 001 §7 ('MB_QR' bank, 'MOMO_QR' wallet). */
export type QrKind = 'MB_QR' | 'MOMO_QR';

type PayableInput = Pick<TTicket, 'ticketStatus' | 'agencyPrice' | 'paidMoney' | 'overTime'>;

/**
 * A ticket a QR may bill: the hold rule's `payByQr` (api-contract rules/ticket-hold.ts, ADR 0047) — held or
 * company-held, or an expired hold with a deposit, with less paid than its price. `now` on the server's clock
 * where known.
 */
export const isPayable = (t: PayableInput, now: number = Date.now()): boolean => ticketActions(t, now).payByQr;

/**
 * The selected tickets a QR bill is made for. A group may mix paid and held tickets; only the held ones owe money,
 * and the server refuses a bill that names a paid ticket.
 */
export const payableTickets = <T extends PayableInput>(tickets: readonly T[], now: number = Date.now()): T[] => tickets.filter((t) => isPayable(t, now));

/** The button is off when nothing selected owes money (every ticket paid, or fully paid deposits). */
export const canPayByQr = (tickets: readonly PayableInput[], now: number = Date.now()): boolean => payableTickets(tickets, now).length > 0;

/** `results.error.message` of a failed envelope, when the server sent one (001 §8 'Bank QR error'). */
function resultsErrorMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const results = (body as { results?: unknown }).results;
  if (typeof results !== 'object' || results === null) return undefined;
  const error = (results as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return undefined;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/**
 * What the dialog says when a QR could not be made. Bank QR: the server's `results.error.message`, else
 * 'Có lỗi khi lấy mã QR' (001 §8). Wallet QR: a refusal the server explained (e.g. the tickets are already paid)
 * as sent, anything else 'Vui lòng liên hệ nhà xe để được hỗ trợ cấu hình MOMO QR' — the server also sends that
 * text itself when the company has no wallet account.
 */
export function qrErrorText(kind: QrKind, error: unknown): string {
  const fromResults = isApiError(error) ? resultsErrorMessage(error.body) : undefined;
  if (fromResults) return fromResults;
  if (kind === 'MB_QR') return MSG.sales.qrFailed;
  if (isApiError(error) && error.code >= 400 && error.code < 500 && error.message) return error.message;
  return MSG.sales.momoNotConfigured;
}

/** The text of a failed send, for 'Có lỗi khi gửi qr: {message}'. */
export function sendErrorDetail(error: unknown): string {
  const fromResults = isApiError(error) ? resultsErrorMessage(error.body) : undefined;
  if (fromResults) return fromResults;
  if (isApiError(error) || error instanceof Error) return error.message;
  return MSG.common.connectionFailed;
}

export interface QrSendForm {
  customerPhone: string;
  customerName: string;
  willSendZNS: boolean;
}

/** The send form starts from the first selected ticket that has a phone (the passenger the bill is for). */
export function sendFormFrom(tickets: readonly Pick<TTicket, 'phoneNumber' | 'fullName'>[]): QrSendForm {
  const withPhone = tickets.find((t) => t.phoneNumber?.trim()) ?? tickets[0];
  return { customerPhone: withPhone?.phoneNumber?.trim() ?? '', customerName: withPhone?.fullName?.trim() ?? '', willSendZNS: true };
}

export type QrSendProblem = { field: 'customerPhone' | 'customerName'; message: string };

/** 001 §5: 'QR send needs a phone ("Vui lòng nhập số điện thoại") and a name ("Vui lòng nhập họ tên")'. */
export function validateSend(form: QrSendForm): QrSendProblem | null {
  if (!form.customerPhone.trim()) return { field: 'customerPhone', message: MSG.sales.qrPhoneRequired };
  if (!form.customerName.trim()) return { field: 'customerName', message: MSG.sales.qrNameRequired };
  return null;
}

/** 001 §4: mb-ticket-payment closes the dialog only when its bill is the one the dialog shows. */
export const isPaymentOf = (event: Pick<TMbTicketPaymentEvent, 'billNumber'>, bills: readonly (string | undefined)[]): boolean =>
  bills.some((bill) => bill !== undefined && bill === event.billNumber);
