import { z } from 'zod';
import { DEFAULT_PAYMENT_TYPE, PLATFORM_PARTNER } from '../constants';
import { CANCEL_REASON_MAX_LENGTH, DEFAULT_CANCEL_REASON } from '../limits';
import { bookingPhoneForSending, isBookingPhone } from '../rules/phone';
import { defineEndpoint } from '../endpoint';
import { apiPath } from '../paths';

/**
 * Tickets and the booking lifecycle (001 §3, §4, §7). Each write is one all-or-nothing transaction on the
 * server that also writes a ticket log entry; the server computes every price itself (a client's agencyPrice
 * is only a check) and enforces the hold, booking-lock and cancel-lock windows.
 */

export const ZTicketPoint = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullish(),
  pointType: z.number().int(),
  transshipmentId: z.string().nullish(),
  transshipmentPrice: z.number().int().optional(),
});
export type TTicketPoint = z.infer<typeof ZTicketPoint>;

export const ZTicketSurcharge = z.object({ id: z.string(), name: z.string(), price: z.number().int(), mode: z.number().int() });
export type TTicketSurcharge = z.infer<typeof ZTicketSurcharge>;

export const ZInvoiceInfo = z.object({
  requireStatus: z.number().int(),
  invoiceNumber: z.string().nullish(),
  invoiceNumberTax: z.string().nullish(),
});

/** A ticket as the sales screen reads it (every field of 001 §3). Money in đồng, instants in epoch ms. */
export const ZTicket = z.object({
  ticketId: z.string(),
  ticketCode: z.string(),
  tripId: z.string(),
  companyId: z.string(),
  routeId: z.string(),
  seatId: z.string(),
  ticketStatus: z.number().int(),
  fullName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  birthday: z.string().nullable(),
  note: z.string().nullable(),
  agencyPrice: z.number().int(),
  originalTicketPrice: z.number().int(),
  paidMoney: z.number().int(),
  overTime: z.number().nullable(),
  paymentType: z.number().int(),
  foreignKey: z.string().nullable(),
  isAdult: z.boolean(),
  image: z.string().nullable(),
  orderer: z.string().nullable(),
  ordererPhoneNumber: z.string().nullable(),
  pointUp: ZTicketPoint.nullable(),
  pointDown: ZTicketPoint.nullable(),
  pointUpType: z.number().int(),
  pointDownType: z.number().int(),
  addressUp: z.string().nullable(),
  addressDown: z.string().nullable(),
  transShipUpId: z.string().nullable(),
  transShipDownId: z.string().nullable(),
  surcharges: z.array(ZTicketSurcharge),
  surchargePrice: z.number().int(),
  invoiceInfo: ZInvoiceInfo.nullable(),
  invoiceStatus: z.number().int().nullable(),
  serialInvoice: z.string().nullable(),
  formInvoice: z.string().nullable(),
  seller: z.object({ id: z.string().nullable(), fullName: z.string().nullable() }),
  sellerId: z.string().nullable(),
  agency: z.string().nullable(),
  partnerId: z.string().nullable(),
  userPartnerId: z.string().nullable(),
  createdDate: z.number(),
  getInTimePlan: z.number().nullable(),
  routeInfo: z.object({ name: z.string(), nameShort: z.string().nullable(), formInvoice: z.string().nullable(), serialInvoice: z.string().nullable() }),
  numberPlate: z.string().nullable(),
  tripCode: z.string().nullable(),
  routeNameShort: z.string().nullable(),
  platformDetail: z.string().nullable(),
  /** SMS delivered by a provider; a message a local (demo) driver only recorded is not counted (nor below). */
  numberOfSMSSent: z.number().int(),
  isSendZNS: z.boolean(),
  isSendEmail: z.boolean(),
  numberOfPrint: z.number().int(),
  cashOnTheTrip: z.number().int(),
  cancelReason: z.string().nullable(),
  isRefunded: z.boolean(),
});
export type TTicket = z.infer<typeof ZTicket>;

/** The booking phone of 001 §5 (rules/phone.ts); an empty phone is allowed here, the form decides when one is needed. */
const ZPhone = z
  .string()
  .trim()
  .max(30)
  .refine((p) => p === '' || isBookingPhone(p), 'phone')
  .transform(bookingPhoneForSending);
const ZText = (max: number) => z.string().trim().max(max);

const ZPointInput = z.object({
  id: z.string().trim().min(1).max(100),
  name: ZText(300).optional(),
  pointType: z.number().int().min(0).max(3).default(0),
  address: ZText(500).nullish(),
  transshipmentId: z.string().max(100).nullish(),
  transshipmentPrice: z.number().int().min(0).optional(),
});

/**
 * Passenger and trip fields shared by booking and update, without defaults: an update changes only the fields
 * it sends, so a default there would silently reset them (e.g. remove every surcharge).
 */
const ZPassengerCore = z.object({
  fullName: ZText(200).nullish(),
  phoneNumber: ZPhone.nullish(),
  email: z.union([z.literal(''), z.email().max(200)]).nullish(),
  birthday: ZText(20).nullish(),
  image: ZText(1000).nullish(),
  note: ZText(1000).nullish(),
  isAdult: z.boolean(),
  foreignKey: ZText(200).nullish(),
  orderer: ZText(200).nullish(),
  ordererPhoneNumber: ZPhone.nullish(),
  invoiceInfo: z.object({ requireStatus: z.number().int().min(0).max(1).default(0) }).nullish(),
  pointUp: ZPointInput,
  pointDown: ZPointInput,
  /** Surcharge category ids of the trip's company. */
  surcharges: z.array(z.string().max(100)).max(20),
  paymentType: z.number().int(),
  sendSMS: z.boolean(),
  sendZNS: z.boolean(),
  isSendEmail: z.boolean(),
  sendAll: z.boolean(),
});

/** A new ticket: the same fields with their defaults. */
const ZPassengerFields = ZPassengerCore.extend({
  isAdult: z.boolean().default(true),
  surcharges: z.array(z.string().max(100)).max(20).default([]),
  paymentType: z.number().int().default(DEFAULT_PAYMENT_TYPE),
  sendSMS: z.boolean().default(false),
  sendZNS: z.boolean().default(false),
  isSendEmail: z.boolean().default(false),
  sendAll: z.boolean().default(false),
});

export const ZSeatBooking = ZPassengerFields.extend({
  seatId: z.string().trim().min(1).max(20),
  /** The price the screen showed; the booking fails if the server's price differs. */
  agencyPrice: z.number().int().min(0).optional(),
  /** Deposit or full payment, đồng; equal to the price means paid (status 3). */
  paidMoney: z.number().int().min(0).default(0),
  /** Requested hold deadline (epoch ms); capped by the trip's timePartnerHolder. */
  overTime: z.number().int().nullish(),
});
export type TSeatBooking = z.input<typeof ZSeatBooking>;
export const ZBookRequest = z.object({
  tripId: z.string().trim().min(1).max(100),
  platform: z.number().int().default(PLATFORM_PARTNER),
  informationsBySeats: z.array(ZSeatBooking).min(1).max(60),
});
export type TBookRequest = z.input<typeof ZBookRequest>;
export const ZBookResponse = z.object({ ticketCode: z.string(), tickets: z.array(ZTicket) });
export const bookTicketEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/ticket/partner/book'),
  client: 'v2',
  request: ZBookRequest,
  response: ZBookResponse,
  summary: 'Book (hold with deposit) or book-and-pay seats of one trip: all seats or none',
});

export const ZTicketUpdate = ZPassengerCore.partial().extend({
  ticketId: z.string().trim().min(1).max(100),
  /** 3 to mark paid (paidMoney becomes the price). */
  ticketStatus: z.number().int().optional(),
  paidMoney: z.number().int().min(0).optional(),
  agencyPrice: z.number().int().min(0).optional(),
});
export type TTicketUpdate = z.input<typeof ZTicketUpdate>;
export const ZUpdateTicketsRequest = z.object({ tickets: z.array(ZTicketUpdate).min(1).max(60) });
export type TUpdateTicketsRequest = z.input<typeof ZUpdateTicketsRequest>;
export const ZUpdateTicketsResponse = z.object({ tickets: z.array(ZTicket) });
export const updateTicketsEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/ticket/partner/update'),
  client: 'v2',
  request: ZUpdateTicketsRequest,
  response: ZUpdateTicketsResponse,
  summary: 'Update passenger details, add a payment or mark paid; a group edit sends every ticket of the group',
});

export const ZCancelTicketsRequest = z.object({
  ticketIds: z.array(z.string().trim().min(1).max(100)).min(1).max(60),
  cancelReason: z
    .string()
    .trim()
    .max(CANCEL_REASON_MAX_LENGTH)
    .optional()
    .transform((r) => (r ? r : DEFAULT_CANCEL_REASON)),
  isRefunded: z.boolean().default(false),
});
export type TCancelTicketsRequest = z.input<typeof ZCancelTicketsRequest>;
export const ZCancelTicketsResponse = z.object({
  tickets: z.array(ZTicket),
  /** đồng: Σ paidMoney − Σ feeCancel. */
  refund: z.number().int(),
  totalFee: z.number().int(),
});
export const cancelTicketsEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/ticket/partner/cancel'),
  client: 'v2',
  request: ZCancelTicketsRequest,
  response: ZCancelTicketsResponse,
  summary: 'Cancel tickets (status 0) with the fee of the cancel-fee rule; refused inside the cancel-lock window',
});

export const ZCancelDetail = z.object({
  ticketId: z.string(),
  ticketCode: z.string(),
  seatId: z.string(),
  agencyPrice: z.number().int(),
  paidMoney: z.number().int(),
  feeCancel: z.number().int(),
  /** Tickets with the same phone this agency cancelled before. */
  numberTicketCanceledBefore: z.number().int(),
});
export type TCancelDetail = z.infer<typeof ZCancelDetail>;
export const ZCancelDetailsRequest = z.object({ ticketIds: z.array(z.string().trim().min(1).max(100)).min(1).max(60) });
export const ZCancelDetailsResponse = z.object({
  detail: z.array(ZCancelDetail),
  totalPrice: z.number().int(),
  totalPaid: z.number().int(),
  totalFee: z.number().int(),
  /** totalPaid − totalFee. */
  refund: z.number().int(),
});
export type TCancelDetailsResponse = z.infer<typeof ZCancelDetailsResponse>;
export const cancelDetailsEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('partner/v2/cancel-ticket-details'),
  client: 'v2',
  request: ZCancelDetailsRequest,
  response: ZCancelDetailsResponse,
  summary: 'Cancel fee per ticket and the refund, before cancelling',
});

export const ZTicketLog = z.object({
  createdDate: z.number(),
  createdUserName: z.string().nullable(),
  logType: z.number().int(),
  logs: z.array(z.object({ field: z.string(), value: z.union([z.string(), z.number(), z.boolean(), z.null()]) })),
});
export type TTicketLog = z.infer<typeof ZTicketLog>;
export const ZTicketLogRequest = z.object({ ticketId: z.string().trim().min(1).max(100) });
export const ZTicketLogResponse = z.object({ logs: z.array(ZTicketLog) });
export const ticketLogEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/v2/partner/ticket-log'),
  client: 'v2',
  request: ZTicketLogRequest,
  response: ZTicketLogResponse,
  summary: 'History of a ticket, oldest first',
});
