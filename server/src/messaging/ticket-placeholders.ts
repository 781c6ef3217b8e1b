import {
  formatMoney,
  formatVnMoment,
  labelOf,
  MSG,
  PAYMENT_TYPE_LABELS,
  TicketStatus,
  ticketStatusLabel,
  type TTicket,
  type TTicketPlaceholder,
} from '@busdesk/api-contract';

/** What a template may show besides the ticket itself: the trip's departure, the company and the selling agency. */
export interface TicketContext {
  ticket: TTicket;
  /** Planned departure of the trip, epoch ms. */
  tripStartTime: number;
  company: { name: string; phone: string | null; address: string | null; taxId: string | null };
  agency: { name: string; phone: string | null };
}

/** Every placeholder's text for one ticket (TICKET_PLACEHOLDERS in api-contract documents the names). */
export function placeholderValues(ctx: TicketContext, now: number = Date.now()): Record<TTicketPlaceholder, string> {
  const t = ctx.ticket;
  const paid = t.ticketStatus === TicketStatus.PAID || t.ticketStatus === TicketStatus.ON_TRIP || t.ticketStatus === TicketStatus.COMPLETED;
  const text = (v: string | null | undefined) => v ?? '';
  const departureTime = formatVnMoment(ctx.tripStartTime, 'timeDate');
  return {
    ticketCode: t.ticketCode,
    ticketId: t.ticketId,
    seatId: t.seatId,
    ticketStatus: ticketStatusLabel(t, now),
    note: text(t.note),
    numberOfPrint: String(t.numberOfPrint),
    printedAt: formatVnMoment(now, 'timeDate'),
    qrContent: t.ticketCode,
    routeName: t.routeInfo.name,
    routeNameShort: text(t.routeNameShort),
    tripCode: text(t.tripCode),
    startDate: formatVnMoment(ctx.tripStartTime, 'date'),
    startTime: formatVnMoment(ctx.tripStartTime, 'time'),
    departureTime,
    getInTime: formatVnMoment(t.getInTimePlan, 'timeDate'),
    numberPlate: text(t.numberPlate),
    pointUp: text(t.pointUp?.name),
    pointDown: text(t.pointDown?.name),
    addressUp: text(t.addressUp ?? t.pointUp?.address),
    addressDown: text(t.addressDown ?? t.pointDown?.address),
    fullName: text(t.fullName),
    phoneNumber: text(t.phoneNumber),
    email: text(t.email),
    orderer: text(t.orderer),
    ordererPhoneNumber: text(t.ordererPhoneNumber),
    agencyPrice: formatMoney(t.agencyPrice),
    originalTicketPrice: formatMoney(t.originalTicketPrice),
    surchargePrice: formatMoney(t.surchargePrice),
    paidMoney: formatMoney(t.paidMoney),
    remainingMoney: formatMoney(Math.max(0, t.agencyPrice - t.paidMoney)),
    paymentType: labelOf(PAYMENT_TYPE_LABELS, t.paymentType),
    paymentStatus: paid ? MSG.messaging.paidStatus : MSG.messaging.unpaidStatus,
    invoiceNumber: text(t.invoiceInfo?.invoiceNumber),
    invoiceNumberTax: text(t.invoiceInfo?.invoiceNumberTax),
    formInvoice: text(t.formInvoice ?? t.routeInfo.formInvoice),
    serialInvoice: text(t.serialInvoice ?? t.routeInfo.serialInvoice),
    requireInvoice: t.invoiceInfo?.requireStatus === 1 ? MSG.messaging.requireInvoiceYes : MSG.messaging.requireInvoiceNo,
    companyName: ctx.company.name,
    companyPhone: text(ctx.company.phone),
    companyAddress: text(ctx.company.address),
    companyTaxId: text(ctx.company.taxId),
    agencyName: ctx.agency.name,
    agencyPhone: text(ctx.agency.phone),
    sellerName: text(t.seller.fullName),
    customerName: text(t.fullName),
    seat: t.seatId,
    time: departureTime,
    amount: formatMoney(t.paidMoney),
  };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** `{#name}…{/name}`: a part of a template shown only when `name` has a value (the invoice line of a ticket without an invoice). */
const SECTION = /\{#([A-Za-z][A-Za-z0-9]*)\}([\s\S]*?)\{\/\1\}/g;

/** Keeps each section whose placeholder has a value and drops the others; sections on different names may nest. */
function resolveSections(template: string, values: Readonly<Record<string, string>>): string {
  let text = template;
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(SECTION, (_whole, name: string, inner: string) => (Object.hasOwn(values, name) && values[name] !== '' ? inner : ''));
  }
  return text;
}

/**
 * Replaces `{name}` with its value, after dropping the `{#name}…{/name}` sections whose value is empty. In HTML
 * every value is escaped, so a passenger named `<img onerror=…>` prints as text; plain text (SMS, ZNS, subjects)
 * is left as is. Unknown names stay as written, so a typo shows on paper instead of silently vanishing.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>, mode: 'html' | 'text'): string {
  return resolveSections(template, values).replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, name: string) => {
    if (!Object.hasOwn(values, name)) return whole;
    const value = values[name] ?? '';
    return mode === 'html' ? escapeHtml(value) : value;
  });
}
