import { z } from 'zod';
import { BANK_QR_PAYMENT_TYPE, BANK_QR_SERVICE_SUPPORTER, BANK_TRANSACTION_COUNT, COLLECTION_PAGE_SIZE, REPORT_PAGE_SIZE } from '../constants';
import { defineEndpoint } from '../endpoint';
import { ZDateType } from '../enums/schemas';
import { ZTransactionStatusCode } from '../enums/schemas';
import { apiPath } from '../paths';
import { CANCEL_REASON_MAX_LENGTH } from '../limits';
import { rangeInOrder } from './range-in-order';
import { ZBusinessDate } from './sales-search';
import { ZMessageDelivery } from './ticket-messaging';

/**
 * The reports of 002 §2–§3, §7 (docs/adr/0062). Every report answers one page ordered newest first, the next page
 * behind an opaque `nextPageToken` (a keyset cursor the server signs: a forged or altered one is refused with 400),
 * and — on the first page, i.e. without a token — the totals of the whole filter, not of the page. Tenancy: an agency
 * sees its own data and its child stations'; a STAFF user sees what the seed lets staff see (ADR 0062).
 *
 * Paths the seed does not show are chosen in the house style:
 * `POST /api/partner/report/tickets`, `POST /api/partner/report/cancel/update`, `POST /api/partner/report/sms-info`,
 * `POST /api/partner/report/zns-info`, `POST /api/partner/search/transaction`.
 */

/** The most rows one page of a report answers (the free DataGrid's cap; the bank QR report takes 1000 as the seed). */
export const REPORT_MAX_COUNT = 100;

/** The opaque cursor of the next page; null or absent for the first page. */
export const ZReportPageToken = z.string().trim().max(2_000).nullish();

const ZId = z.string().trim().min(1).max(100);
const ZOptionalId = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .transform((v) => (v ? v : null));
/** An instant in epoch ms (the SMS/ZNS and bank QR ranges of 002 §7). */
const ZEpochMs = z.coerce.number().int().min(0).max(8_640_000_000_000);


// ── Message history: SMS (type 1) and ZNS (type 2) ───────────────────────────

/** The SMS history's filter (002 §7 'SMS history'): fromDate 00:00:00 and toDate 23:59:59 of the chosen days, in ms. */
export const ZSmsReportRequest = z
  .object({
    fromDate: ZEpochMs,
    toDate: ZEpochMs,
    type: z.literal(1).default(1),
    count: z.number().int().min(1).max(REPORT_MAX_COUNT).default(REPORT_PAGE_SIZE),
    nextPageToken: ZReportPageToken,
  })
  .refine(...rangeInOrder<{ fromDate: number; toDate: number }>('fromDate', 'toDate'));
export type TSmsReportRequest = z.input<typeof ZSmsReportRequest>;

/** One SMS record (002 §3), with what became of it: a local driver's record is never a sent message (ADR 0042). */
export const ZSmsReportRow = z.object({
  id: z.string(),
  phoneNumber: z.string(),
  content: z.string(),
  /** 1500 ticket, 10000 goods. */
  objectType: z.number().int(),
  sendDate: z.number().int(),
  /** Delivered by a provider; false for a failure and for a local driver's record. */
  isSuccess: z.boolean(),
  /** null on records written before delivery was tracked: neither counted as delivered nor as local. */
  delivery: ZMessageDelivery.nullable(),
  length: z.number().int(),
  quantity: z.number().int(),
  /** đồng charged to the agency. */
  price: z.number().int(),
  /** đồng it cost. */
  realPrice: z.number().int(),
});
export type TSmsReportRow = z.infer<typeof ZSmsReportRow>;

/** Sums over every record of the filter (all pages). */
export const ZSmsReportTotals = z.object({
  count: z.number().int(),
  /** Taken by a provider. */
  delivered: z.number().int(),
  failed: z.number().int(),
  /** Recorded by a local driver: not delivered. */
  local: z.number().int(),
  quantity: z.number().int(),
  price: z.number().int(),
  realPrice: z.number().int(),
});
export type TSmsReportTotals = z.infer<typeof ZSmsReportTotals>;

export const ZSmsReportResponse = z.object({
  smsInfo: z.array(ZSmsReportRow),
  nextPageToken: z.string().nullable(),
  /** The whole filter's totals: on the first page only (null on the following ones, which keep the first's). */
  totals: ZSmsReportTotals.nullable(),
});
export type TSmsReportResponse = z.infer<typeof ZSmsReportResponse>;

export const smsReportEndpoint = defineEndpoint({
  method: 'POST',
  // path chosen (002 §7: 'SMS history (path not shown)')
  path: apiPath('partner/report/sms-info'),
  client: 'v2',
  request: ZSmsReportRequest,
  response: ZSmsReportResponse,
  summary: 'SMS history of the agency (and its child stations) between two instants, newest first, with the totals of the range',
});

/** The ZNS report's filter (002 §7 'ZNS report'): the same range in ms, type 2. */
export const ZZnsReportRequest = z
  .object({
    fromDate: ZEpochMs,
    toDate: ZEpochMs,
    type: z.literal(2).default(2),
    count: z.number().int().min(1).max(REPORT_MAX_COUNT).default(REPORT_PAGE_SIZE),
    nextPageToken: ZReportPageToken,
  })
  .refine(...rangeInOrder<{ fromDate: number; toDate: number }>('fromDate', 'toDate'));
export type TZnsReportRequest = z.input<typeof ZZnsReportRequest>;

/** One ZNS report row (002 §3). */
export const ZZnsReportRow = z.object({
  id: z.string(),
  phoneNumber: z.string(),
  /** ZNS types of 002 §9. */
  znsType: z.number().int(),
  sendDate: z.number().int(),
  isSuccess: z.boolean(),
  delivery: ZMessageDelivery.nullable(),
  price: z.number().int(),
  messageError: z.string().nullable(),
});
export type TZnsReportRow = z.infer<typeof ZZnsReportRow>;

export const ZZnsReportTotals = z.object({
  count: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  local: z.number().int(),
  price: z.number().int(),
});
export type TZnsReportTotals = z.infer<typeof ZZnsReportTotals>;

export const ZZnsReportResponse = z.object({
  znsMessage: z.array(ZZnsReportRow),
  nextPageToken: z.string().nullable(),
  totals: ZZnsReportTotals.nullable(),
});
export type TZnsReportResponse = z.infer<typeof ZZnsReportResponse>;

export const znsReportEndpoint = defineEndpoint({
  method: 'POST',
  // path chosen (002 §7: 'ZNS report (path not shown)')
  path: apiPath('partner/report/zns-info'),
  client: 'v2',
  request: ZZnsReportRequest,
  response: ZZnsReportResponse,
  summary: 'Zalo ZNS history of the agency (and its child stations) between two instants, newest first, with the totals of the range',
});

// ── Bank QR transactions ────────────────────────────────────────────────────

/** 002 §7 'Bank QR transactions (partner search transaction)'; startDate/endDate: start and end of the days, in ms. */
export const ZBankQrReportRequest = z
  .object({
    page: z.number().int().min(0).default(0),
    count: z.number().int().min(1).max(BANK_TRANSACTION_COUNT).default(BANK_TRANSACTION_COUNT),
    startDate: ZEpochMs,
    endDate: ZEpochMs,
    /** The agency or one of its child stations; absent: the agency and all its children. */
    partnerId: ZOptionalId,
    companyId: ZOptionalId,
    serviceSupporter: z.literal(BANK_QR_SERVICE_SUPPORTER).default(BANK_QR_SERVICE_SUPPORTER),
    paymentType: z.literal(BANK_QR_PAYMENT_TYPE).default(BANK_QR_PAYMENT_TYPE),
    /** The bill's number or id, exactly. */
    transactionId: ZOptionalId,
    /** 1 processing, 2 success, 3 error; empty: all. */
    statuses: z.array(ZTransactionStatusCode).max(3).default([]),
    nextPageToken: ZReportPageToken,
  })
  .refine(...rangeInOrder<{ startDate: number; endDate: number }>('startDate', 'endDate'));
export type TBankQrReportRequest = z.input<typeof ZBankQrReportRequest>;

/** One bank QR bill (002 §3 'Bank QR transaction'); totalMoney in minor units, shown divided by 100. */
export const ZBankQrReportRow = z.object({
  id: z.string(),
  /** The bill number the payer's bank shows (ours: the column 'transaction id'). */
  billNumber: z.string(),
  companyId: z.string().nullable(),
  partnerId: z.string().nullable(),
  createdDate: z.number().int(),
  totalMoney: z.number().int(),
  /** The QR image (data URL). */
  qrCode: z.string().nullable(),
  transactionType: z.string(),
  transStatus: ZTransactionStatusCode,
  transactionContent: z.string().nullable(),
  /** JSON text: a list with ticketId. */
  ticketInfos: z.string(),
  paidAt: z.number().int().nullable(),
  /** Issued by the local bank (demo): no money moved; null on bills made before this was recorded. */
  simulated: z.boolean().nullable(),
});
export type TBankQrReportRow = z.infer<typeof ZBankQrReportRow>;

/** Per status, over every bill of the filter; money in minor units. */
export const ZBankQrReportTotals = z.object({
  count: z.number().int(),
  totalMoney: z.number().int(),
  processingCount: z.number().int(),
  successCount: z.number().int(),
  /** What the confirmed (webhook) payments brought in, minor units. */
  successMoney: z.number().int(),
  errorCount: z.number().int(),
});
export type TBankQrReportTotals = z.infer<typeof ZBankQrReportTotals>;

export const ZBankQrReportResponse = z.object({
  transactions: z.array(ZBankQrReportRow),
  nextPageToken: z.string().nullable(),
  totals: ZBankQrReportTotals.nullable(),
});
export type TBankQrReportResponse = z.infer<typeof ZBankQrReportResponse>;

export const bankQrReportEndpoint = defineEndpoint({
  method: 'POST',
  // path chosen (002 §7 names the call 'partner search transaction')
  path: apiPath('partner/search/transaction'),
  client: 'v2',
  request: ZBankQrReportRequest,
  response: ZBankQrReportResponse,
  summary: 'Bank QR bills of the agency (and its child stations), newest first, with the totals per status',
});

// ── The ticket report (collection by staff, cancelled tickets) ──────────────

/**
 * 002 §7 'Ticket report fetch': one call behind the collection report and the cancelled-ticket report (which sends
 * ticketStatus 0). Dates are yyyyMMdd business dates in Asia/Ho_Chi_Minh, read as departure (dateType 0) or
 * creation (1) dates. `isRefunded` is ours: the cancelled report's refunded / not refunded switch.
 */
export const ZTicketReportRequest = z
  .object({
    page: z.number().int().min(0).default(0),
    count: z.number().int().min(1).max(REPORT_MAX_COUNT).default(COLLECTION_PAGE_SIZE),
    startDate: ZBusinessDate,
    endDate: ZBusinessDate,
    companyId: ZOptionalId,
    routeId: ZOptionalId,
    tripId: ZOptionalId,
    /** The seller (a partner user); a STAFF user's own id whatever is sent. */
    userPartnerId: ZOptionalId,
    /**
     * 0 none, 1 agency tickets (sold by the agency: at the counter or its own online channel), 2 company tickets
     * (sold for it through the company's online channel; no staff of the agency sold them, so userPartnerId is
     * ignored) — docs/adr/0068.
     */
    sellerType: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
    dateType: ZDateType.default(0),
    /** Child stations to include; empty: the agency and all its children. */
    subPartnerIds: z.array(ZId).max(200).default([]),
    /** 0 cancelled (the cancelled report); absent: every status (the collection report). */
    ticketStatus: z.number().int().min(0).max(9).nullish(),
    isRefunded: z.boolean().nullish(),
    nextPageToken: ZReportPageToken,
  })
  .refine(...rangeInOrder<{ startDate: number; endDate: number }>('startDate', 'endDate'));
export type TTicketReportRequest = z.input<typeof ZTicketReportRequest>;

/** One ticket of the report (002 §3 'Report ticket row'); money in đồng. */
export const ZTicketReportRow = z.object({
  ticketId: z.string(),
  ticketCode: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  routeId: z.string(),
  routeName: z.string(),
  /** yyyyMMdd of the trip. */
  startDateReality: z.number().int(),
  startTimeReality: z.number().int(),
  numberPlate: z.string().nullable(),
  seatId: z.string(),
  fullName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  agencyPrice: z.number().int(),
  paidMoney: z.number().int(),
  ticketStatus: z.number().int(),
  partnerId: z.string().nullable(),
  partnerStaffName: z.string().nullable(),
  /** Payment methods of the ticket (one today); the screen shows 'Không xác định' for an empty list. */
  paymentType: z.array(z.number().int()),
  createdDate: z.number().int(),
  cancelName: z.string().nullable(),
  cancelTime: z.number().int().nullable(),
  cancelReason: z.string().nullable(),
  /** The fee kept at cancel. */
  cancelFee: z.number().int(),
  /** paid − fee, as recorded at cancel (0 for a ticket not cancelled). */
  refund: z.number().int(),
  isRefunded: z.boolean(),
  // ── the collection report's columns (002 §3 'Report ticket row'; docs/adr/0068) ──
  /** The company's tax id. */
  taxId: z.string().nullable(),
  /** The government route id (mã tuyến GTVT), shown in preference to routeId. */
  routeIdGTVT: z.string().nullable(),
  /** paidMoney when paid in cash (at the counter or to the assistant), else 0. */
  paidMoneyCash: z.number().int(),
  /** paidMoney when paid online, by transfer or bank QR, else 0. */
  paidMoneyOnline: z.number().int(),
  isCash: z.boolean(),
  isOnline: z.boolean(),
  /** The money collected for the ticket; the first carries the seller's commission (settlement's rule). */
  collectionTransactions: z.array(z.object({ paymentType: z.number().int(), amount: z.number().int(), commission: z.number().int() })),
  /** The account a transfer or bank QR payment went to; null for cash and unpaid tickets. */
  bankAccountNumber: z.string().nullable(),
  /** Sale channels (0 at counter, 1 company online, 2 station online); the first is shown, else 'Không xác định'. */
  bookingType: z.array(z.number().int()),
  /** The seller (a partner user); null for company tickets. */
  userPartnerId: z.string().nullable(),
});
export type TTicketReportRow = z.infer<typeof ZTicketReportRow>;

/** Sums over every ticket of the filter (all pages). */
export const ZTicketReportTotals = z.object({
  count: z.number().int(),
  agencyPrice: z.number().int(),
  paidMoney: z.number().int(),
  cancelFee: z.number().int(),
  refund: z.number().int(),
  /** The collection report's money columns over the whole filter. */
  paidMoneyCash: z.number().int(),
  paidMoneyOnline: z.number().int(),
  commission: z.number().int(),
});
export type TTicketReportTotals = z.infer<typeof ZTicketReportTotals>;

export const ZTicketReportResponse = z.object({
  data: z.array(ZTicketReportRow),
  nextPageToken: z.string().nullable(),
  /** The whole filter's figures, on the first page only (null on the following ones). */
  count: z.number().int().nullable(),
  eTicketCount: z.number().int().nullable(),
  companyOnlineTicketCount: z.number().int().nullable(),
  agencyOnlineTicketCount: z.number().int().nullable(),
  offlineTicketCount: z.number().int().nullable(),
  totals: ZTicketReportTotals.nullable(),
});
export type TTicketReportResponse = z.infer<typeof ZTicketReportResponse>;

export const ticketReportEndpoint = defineEndpoint({
  method: 'POST',
  // path chosen (002 §7: 'Ticket report fetch (path not shown)')
  path: apiPath('partner/report/tickets'),
  client: 'v2',
  request: ZTicketReportRequest,
  response: ZTicketReportResponse,
  summary: 'Tickets of the agency (and its child stations) by business date, ticket code descending, with the totals of the filter',
});

/** 002 §7 'Update cancelled tickets': an empty reason becomes 'Khách không đi nữa muốn hủy vé.' (002 §5). */
export const ZUpdateCancelledTicketsRequest = z.object({
  ticketIds: z.array(ZId).min(1).max(500),
  cancelReason: z.string().trim().max(CANCEL_REASON_MAX_LENGTH).nullish(),
  isRefunded: z.boolean(),
});
export type TUpdateCancelledTicketsRequest = z.input<typeof ZUpdateCancelledTicketsRequest>;

export const ZUpdateCancelledTicketsResponse = z.object({ tickets: z.array(ZTicketReportRow) });
export type TUpdateCancelledTicketsResponse = z.infer<typeof ZUpdateCancelledTicketsResponse>;

export const updateCancelledTicketsEndpoint = defineEndpoint({
  method: 'POST',
  // path chosen (002 §7: 'Update cancelled tickets', path not shown)
  path: apiPath('partner/report/cancel/update'),
  client: 'v2',
  request: ZUpdateCancelledTicketsRequest,
  response: ZUpdateCancelledTicketsResponse,
  summary: 'Sets the cancel reason and the refunded flag of cancelled tickets the session may see',
});
