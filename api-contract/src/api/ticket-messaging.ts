import { z } from 'zod';
import { PRINT_TEMPLATE_WIDTH } from '../limits';
import { defineEndpoint } from '../endpoint';
import { PRINT_TEMPLATE_TYPE } from '../enums/mail-template-type';
import { apiPath } from '../paths';
import { ZTicket } from './sales-ticket';

/**
 * Ticket printing, SMS, ZNS and e-mail (001 §5, §7–§9; 002 §3, §9; 000 §2.11; issue 5). Only the agency's own
 * active tickets on its authorised routes: any other id makes the whole call 404.
 */

const ZTicketIds = z.array(z.string().trim().min(1).max(100)).min(1).max(60);

/**
 * Placeholders a print, mail, SMS or ZNS template may use, written `{name}`. Values are HTML-escaped when filled
 * into HTML; money reads '350.000 đ', times are Vietnam time. An unknown `{name}` is left as written.
 * - ticket: ticketCode, ticketId, seatId, ticketStatus, note, numberOfPrint, printedAt, qrContent
 * - trip: routeName, routeNameShort, tripCode, startDate (DD/MM/YYYY), startTime (HH:mm), departureTime
 *   (HH:mm DD/MM/YYYY), getInTime (pick-up time, HH:mm DD/MM/YYYY), numberPlate, pointUp, pointDown,
 *   addressUp, addressDown
 * - customer: fullName, phoneNumber, email, orderer, ordererPhoneNumber
 * - price: agencyPrice, originalTicketPrice, surchargePrice, paidMoney, remainingMoney, paymentType, paymentStatus
 * - invoice: invoiceNumber, invoiceNumberTax, formInvoice, serialInvoice, requireInvoice
 * - company and agency: companyName, companyPhone, companyAddress, companyTaxId, agencyName, agencyPhone, sellerName
 * - aliases kept for older templates: customerName (fullName), seat (seatId), time (departureTime), amount (paidMoney)
 * A part written `{#name}…{/name}` prints only when `name` has a value, e.g. `{#invoiceNumber}Hóa đơn số
 * {invoiceNumber}{/invoiceNumber}` for a ticket whose invoice was issued.
 */
export const TICKET_PLACEHOLDERS = [
  'ticketCode',
  'ticketId',
  'seatId',
  'ticketStatus',
  'note',
  'numberOfPrint',
  'printedAt',
  'qrContent',
  'routeName',
  'routeNameShort',
  'tripCode',
  'startDate',
  'startTime',
  'departureTime',
  'getInTime',
  'numberPlate',
  'pointUp',
  'pointDown',
  'addressUp',
  'addressDown',
  'fullName',
  'phoneNumber',
  'email',
  'orderer',
  'ordererPhoneNumber',
  'agencyPrice',
  'originalTicketPrice',
  'surchargePrice',
  'paidMoney',
  'remainingMoney',
  'paymentType',
  'paymentStatus',
  'invoiceNumber',
  'invoiceNumberTax',
  'formInvoice',
  'serialInvoice',
  'requireInvoice',
  'companyName',
  'companyPhone',
  'companyAddress',
  'companyTaxId',
  'agencyName',
  'agencyPhone',
  'sellerName',
  'customerName',
  'seat',
  'time',
  'amount',
] as const;
export type TTicketPlaceholder = (typeof TICKET_PLACEHOLDERS)[number];

// ── Printing (001 §5, §7, §9) ─────────────────────────────────────────────────

/** Print template config (001 §7: type PRINT_TICKET, companyId → results.data). The value is sanitised HTML. */
export const ZPrintTemplateRequest = z.object({
  type: z.literal(PRINT_TEMPLATE_TYPE).default(PRINT_TEMPLATE_TYPE),
  companyId: z.string().trim().min(1).max(100),
});
export type TPrintTemplateRequest = z.input<typeof ZPrintTemplateRequest>;
export const ZPrintTemplate = z.object({
  type: z.string(),
  companyId: z.string(),
  /** px; the seeds' 300. */
  width: z.number().int(),
  value: z.string(),
});
export type TPrintTemplate = z.infer<typeof ZPrintTemplate>;
export const ZPrintTemplateResponse = z.object({ data: ZPrintTemplate });
export const printTemplateEndpoint = defineEndpoint({
  method: 'GET',
  // path chosen (001 §7: 'Print template config', path not shown)
  path: apiPath('partner/print-template'),
  client: 'v2',
  request: ZPrintTemplateRequest,
  response: ZPrintTemplateResponse,
  summary: "The company's PRINT_TICKET template (the agency's own override first), sanitised",
});

export const ZPrintRequest = z.object({ ticketIds: ZTicketIds });
export type TPrintRequest = z.input<typeof ZPrintRequest>;
export const ZPrintedTicket = z.object({
  ticketId: z.string(),
  companyId: z.string(),
  seatId: z.string(),
  /** The company's template filled with this ticket (values escaped, template sanitised). */
  html: z.string(),
  /** After this print. */
  numberOfPrint: z.number().int(),
});
export type TPrintedTicket = z.infer<typeof ZPrintedTicket>;
export const ZPrintResponse = z.object({
  width: z.number().int().default(PRINT_TEMPLATE_WIDTH),
  /** Prints allowed per ticket; 0 = unlimited. */
  limit: z.number().int(),
  tickets: z.array(ZPrintedTicket),
});
export type TPrintResponse = z.infer<typeof ZPrintResponse>;
export const printTicketsEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/ticket/partner/print'),
  client: 'v2',
  request: ZPrintRequest,
  response: ZPrintResponse,
  summary:
    "Print data for the agency's active tickets; numberOfPrint + 1 in the same transaction. 400 'Vượt quá giới hạn in vé' when a ticket reached the partner's printTicket.limit",
});

// ── SMS and ZNS (001 §7–§8, 002 §3, §7, §9) ───────────────────────────────────

/** One message the partner may send (`partner/message/getList`): its SMS templates, types 9 and ≥ 1e9 left out. */
export const ZSmsMessage = z.object({ messageType: z.number().int(), content: z.string() });
export type TSmsMessage = z.infer<typeof ZSmsMessage>;
export const ZSmsMessagesResponse = z.object({ messages: z.array(ZSmsMessage) });
export const smsMessagesEndpoint = defineEndpoint({
  method: 'GET',
  path: apiPath('partner/message/getList'),
  client: 'v2',
  request: z.object({}),
  response: ZSmsMessagesResponse,
  summary: "The agency's SMS message types with their content (types 9 and ≥ 1e9 excluded)",
});

export const ZZnsTemplate = z.object({ id: z.string(), name: z.string(), messageContentType: z.number().int() });
export type TZnsTemplate = z.infer<typeof ZZnsTemplate>;
export const ZZnsTemplatesResponse = z.object({ templates: z.array(ZZnsTemplate) });
export const znsTemplatesEndpoint = defineEndpoint({
  method: 'GET',
  path: apiPath('partner/znsTemplate'),
  client: 'v2',
  request: z.object({}),
  response: ZZnsTemplatesResponse,
  summary: "The agency's Zalo ZNS templates",
});

/** 001 §7 sends `messageType`; 002 §7's ZNS send names the same value `messageContentType`: either is accepted. */
export const ZSendMessageRequest = z
  .object({
    messageType: z.number().int().min(0).optional(),
    messageContentType: z.number().int().min(0).optional(),
    ticketIds: ZTicketIds,
  })
  .refine((r) => r.messageType !== undefined || r.messageContentType !== undefined, 'messageType')
  .transform(({ messageType, messageContentType, ticketIds }) => ({ messageType: (messageType ?? messageContentType)!, ticketIds }));
export type TSendMessageRequest = z.input<typeof ZSendMessageRequest>;

/**
 * What became of a message: a provider took it ('delivered'), it failed ('failed'), or the local driver of a demo
 * installation recorded it without sending anything ('local': recorded locally, not delivered; never counted as
 * sent). Also the `delivery` of its sms_records / zns_records / mail_outbox row.
 */
export const MessageDelivery = { DELIVERED: 'delivered', FAILED: 'failed', LOCAL: 'local' } as const;
export const ZMessageDelivery = z.enum(MessageDelivery);
export type TMessageDelivery = z.infer<typeof ZMessageDelivery>;

/** What one send did for one ticket (also recorded in sms_records / zns_records). */
export const ZMessageSend = z.object({
  ticketId: z.string(),
  phoneNumber: z.string(),
  /** Delivered by a provider (false for a message the local driver only recorded: see `delivery`). */
  isSuccess: z.boolean(),
  delivery: ZMessageDelivery,
  /** SMS: characters after preparing the text; ZNS: 0. */
  length: z.number().int(),
  /** SMS segments; ZNS: 1. */
  quantity: z.number().int(),
  /** đồng charged to the agency. */
  price: z.number().int(),
  messageError: z.string().nullable(),
});
export type TMessageSend = z.infer<typeof ZMessageSend>;
export const ZSendMessageResponse = z.object({
  sends: z.array(ZMessageSend),
  /** The tickets with their counters after the send (numberOfSMSSent, isSendZNS: delivered messages only). */
  tickets: z.array(ZTicket),
});
export type TSendMessageResponse = z.infer<typeof ZSendMessageResponse>;
export const sendSmsEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('partner/ticket/sendSMS'),
  client: 'v2',
  request: ZSendMessageRequest,
  response: ZSendMessageResponse,
  summary: 'Send the SMS of a message type to the tickets; each send is recorded with its length, segments and cost',
});
export const sendZnsEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('partner/ticket/sendZns'),
  client: 'v2',
  request: ZSendMessageRequest,
  response: ZSendMessageResponse,
  summary: 'Send the Zalo ZNS template of a message content type to the tickets; each send is recorded with its cost',
});

// ── E-mail outbox (000 §2.11; issue 5) ────────────────────────────────────────

export const ZMailRow = z.object({
  id: z.string(),
  ticketId: z.string().nullable(),
  toAddress: z.string(),
  subject: z.string(),
  /** 'smtp' (delivered to the SMTP server) or 'outbox' (kept here: no SMTP configured). */
  transport: z.string(),
  createdAt: z.number(),
  sentAt: z.number().nullable(),
  error: z.string().nullable(),
});
export type TMailRow = z.infer<typeof ZMailRow>;
export const ZMailOutboxRequest = z.object({
  count: z.coerce.number().int().min(1).max(100).default(20),
  nextPageToken: z.string().max(200).nullish(),
});
export type TMailOutboxRequest = z.input<typeof ZMailOutboxRequest>;
export const ZMailOutboxResponse = z.object({ mails: z.array(ZMailRow), nextPageToken: z.string().nullable() });
export type TMailOutboxResponse = z.infer<typeof ZMailOutboxResponse>;
export const mailOutboxEndpoint = defineEndpoint({
  method: 'GET',
  // path chosen (issue 5: the admin reads the outbox)
  path: apiPath('partner/mail-outbox'),
  client: 'v2',
  request: ZMailOutboxRequest,
  response: ZMailOutboxResponse,
  summary: "E-mails sent to the agency's passengers, newest first (keyset nextPageToken)",
});

export const ZMailDetail = ZMailRow.extend({
  html: z.string(),
  /** The RFC 822 message as built by nodemailer. */
  raw: z.string().nullable(),
});
export type TMailDetail = z.infer<typeof ZMailDetail>;
export const ZMailDetailRequest = z.object({ id: z.string().trim().min(1).max(100) });
export const mailDetailEndpoint = defineEndpoint({
  method: 'GET',
  // path chosen (issue 5)
  path: apiPath('partner/mail-outbox/detail'),
  client: 'v2',
  request: ZMailDetailRequest,
  response: z.object({ mail: ZMailDetail }),
  summary: 'One e-mail of the outbox with its HTML and raw message',
});
