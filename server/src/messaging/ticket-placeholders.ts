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

// The fill itself is a rule both sides run (the mail editor's preview): api-contract rules/ticket-template.ts.
export { escapeHtml, fillTemplate } from '@busdesk/api-contract';
