import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { apiPath } from '../paths';

/**
 * Bank QR (MB_QR) and wallet QR (MOMO_QR) bills, payment webhooks, refunds and the local bank's simulator
 * (001 §2.1, §3, §7; issue 5). Money is integer đồng everywhere in this file (the bank_qr_transactions table keeps
 * the seeds' minor units, ×100, but no call here exposes them).
 */

/** A dash between ids is the seeds' separator, but server ids are UUIDs that contain dashes themselves. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/iy;

/**
 * Splits the seeds' `ticketIds` ('id1-id2') into ids: a UUID is taken whole, any other id runs to the next dash.
 * Readable seeded ids must then be dash-free (they are: 'tk…'); an array is accepted as is.
 */
export function splitTicketIds(joined: string | readonly string[]): string[] {
  if (typeof joined !== 'string') return [...joined];
  const ids: string[] = [];
  let at = 0;
  while (at < joined.length) {
    if (joined[at] === '-') {
      at++;
      continue;
    }
    const dash = joined.indexOf('-', at);
    let end = dash === -1 ? joined.length : dash;
    UUID.lastIndex = at;
    if (UUID.test(joined) && (at + 36 === joined.length || joined[at + 36] === '-')) end = at + 36;
    ids.push(joined.slice(at, end));
    at = end;
  }
  return ids;
}
/** The seeds' wire form of a ticket list. */
export const joinTicketIds = (ids: readonly string[]): string => ids.join('-');

/** 'id1-id2' (the seeds' form) or a list; the server splits it with `splitTicketIds`, 1–60 tickets. */
const ZTicketIdList = z
  .union([z.string().trim().min(1).max(60 * 40), z.array(z.string().trim().min(1).max(100)).min(1).max(60)])
  .transform((v) => splitTicketIds(v))
  .refine((ids) => ids.length >= 1 && ids.length <= 60 && ids.every((id) => id.length <= 100), 'ticketIds');

// ---------------------------------------------------------------------------------------------------------------
// Bank QR (VietQR)

/**
 * Bank QR bill for the selected tickets (001 §7 'bank QR ticket endpoint', path not shown: chosen beside the
 * wallet's `partner/momo/v2/pay`). Only the agency's own unpaid tickets of ONE company (the request's companyId);
 * the amount is Σ (agencyPrice − paidMoney). A company without a receiving account answers 400 with
 * MSG.payments.bankNotConfigured; every 4xx also carries `results.error.message` (the seeds' dialog reads it,
 * falling back to 'Có lỗi khi lấy mã QR').
 */
export const ZBankQrRequest = z.object({
  companyId: z.string().trim().min(1).max(100),
  ticketIds: ZTicketIdList,
});
export type TBankQrRequest = z.input<typeof ZBankQrRequest>;
export const ZBankQrResponse = z.object({
  type: z.literal('MB_QR'),
  /** data:image/png;base64,… of the VietQR payload. */
  qrImage: z.string(),
  /** The VietQR purpose (62.08) and the key of the mb-ticket-payment event. ≤ 25 ASCII characters. */
  billNumber: z.string(),
  /** đồng */
  amount: z.number().int(),
  /** The EMVCo/VietQR string the image encodes. */
  payload: z.string(),
  bankBin: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  ticketIds: z.array(z.string()),
  /** epoch ms */
  createdDate: z.number(),
});
export type TBankQrResponse = z.infer<typeof ZBankQrResponse>;
export const bankQrEndpoint = defineEndpoint({
  method: 'POST',
  // path chosen (001 §7: not shown)
  path: apiPath('partner/mb/v2/qr-ticket'),
  client: 'v2',
  request: ZBankQrRequest,
  response: ZBankQrResponse,
  summary: 'Bank QR (VietQR) bill for the agency’s unpaid tickets of one company',
});

/** 1 processing (open), 2 success (paid), 3 error (002 §3 bank QR transaction). */
export const BankBillStatus = { OPEN: 1, PAID: 2, FAILED: 3 } as const;

/** A bill's state: the QR dialog refetches it after a reconnect (events may have been missed). */
export const ZBankQrBillRequest = z.object({ billNumber: z.string().trim().min(1).max(40) });
export const ZBankQrBill = z.object({
  billNumber: z.string(),
  companyId: z.string(),
  /** đồng */
  amount: z.number().int(),
  transStatus: z.number().int(),
  ticketIds: z.array(z.string()),
  createdDate: z.number(),
  paidAt: z.number().nullable(),
});
export type TBankQrBill = z.infer<typeof ZBankQrBill>;
export const bankQrBillEndpoint = defineEndpoint({
  method: 'GET',
  // path chosen
  path: apiPath('partner/mb/v2/bill'),
  client: 'v2',
  request: ZBankQrBillRequest,
  response: ZBankQrBill,
  summary: 'State of one of the agency’s bank QR bills (paid or not)',
});

// ---------------------------------------------------------------------------------------------------------------
// Wallet QR (MoMo)

/** Wallet QR order (001 §7 `POST partner/momo/v2/pay`); not configured → 400 MSG.sales.momoNotConfigured. */
export const ZWalletQrRequest = z.object({
  companyId: z.string().trim().min(1).max(100),
  ticketIds: ZTicketIdList,
  /** The app/package the order is for (the seeds send it; stored with the order). */
  packageName: z.string().trim().max(200).optional(),
});
export type TWalletQrRequest = z.input<typeof ZWalletQrRequest>;
export const ZWalletQrResponse = z.object({
  momo: z.object({
    qrImage: z.string(),
    /** Also the `billNumber` of the mb-ticket-payment event published when the order is paid. */
    orderId: z.string(),
    /** đồng */
    amount: z.number().int(),
    /** The wallet's deep link the image encodes. */
    payUrl: z.string(),
  }),
});
export type TWalletQrResponse = z.infer<typeof ZWalletQrResponse>;
export const walletQrEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('partner/momo/v2/pay'),
  client: 'v2',
  request: ZWalletQrRequest,
  response: ZWalletQrResponse,
  summary: 'Wallet (MoMo) QR order for the agency’s unpaid tickets of one company',
});

// ---------------------------------------------------------------------------------------------------------------
// Send the QR to a customer

/**
 * Sends the bill's QR to the customer (001 §7 'QR send endpoint', path not shown: chosen). `willSendZNS` picks
 * Zalo ZNS over SMS; the answer's `type` ('SMS' | 'ZNS') fills 'Gửi {type} thành công!'.
 */
export const ZSendQrRequest = z.object({
  billNumber: z.string().trim().min(1).max(40),
  willSendZNS: z.boolean().default(false),
  /** Empty → 400 'Vui lòng nhập họ tên' (the server checks both fields with the seeds' texts). */
  customerName: z.string().trim().max(200).default(''),
  /** Empty → 400 'Vui lòng nhập số điện thoại'; a non-mobile number → 'Số điện thoại không đúng định dạng'. */
  customerPhone: z.string().trim().max(30).default(''),
});
export type TSendQrRequest = z.input<typeof ZSendQrRequest>;
export const ZSendQrResponse = z.object({ type: z.enum(['SMS', 'ZNS']), phoneNumber: z.string() });
export const sendQrEndpoint = defineEndpoint({
  method: 'POST',
  // path chosen
  path: apiPath('partner/mb/v2/send-qr'),
  client: 'v2',
  request: ZSendQrRequest,
  response: ZSendQrResponse,
  summary: 'Send a bank QR bill (or wallet order) to the customer by SMS or Zalo ZNS',
});

// ---------------------------------------------------------------------------------------------------------------
// Payments needing a refund (a transfer after the hold was released and the seats were taken)

export const ZRefundPayment = z.object({
  /** payment event id */
  id: z.string(),
  provider: z.enum(['MB_QR', 'MOMO_QR']),
  transactionId: z.string(),
  billNumber: z.string().nullable(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  /** đồng received */
  amount: z.number().int(),
  outcome: z.string(),
  ticketIds: z.array(z.string()),
  /** Seats of those tickets, for the alert's text. */
  seatIds: z.array(z.string()),
  tripId: z.string().nullable(),
  receivedAt: z.number(),
  note: z.string().nullable(),
  resolvedAt: z.number().nullable(),
  resolvedBy: z.string().nullable(),
});
export type TRefundPayment = z.infer<typeof ZRefundPayment>;
export const ZRefundListRequest = z.object({
  /** 'true' also lists resolved ones (newest first); default only open ones. */
  includeResolved: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export const ZRefundListResponse = z.object({ payments: z.array(ZRefundPayment) });
export type TRefundListResponse = z.infer<typeof ZRefundListResponse>;
export const refundListEndpoint = defineEndpoint({
  method: 'GET',
  // path chosen
  path: apiPath('partner/payments/refund-needed'),
  client: 'v2',
  request: ZRefundListRequest,
  response: ZRefundListResponse,
  summary: 'The agency’s received payments that need a refund (late transfer on taken seats, paid twice)',
});

export const ZResolveRefundRequest = z.object({ id: z.string().trim().min(1).max(100), note: z.string().trim().max(500).optional() });
export const ZResolveRefundResponse = z.object({ payment: ZRefundPayment });
export const resolveRefundEndpoint = defineEndpoint({
  method: 'POST',
  // path chosen
  path: apiPath('partner/payments/refund-needed/resolve'),
  client: 'v2',
  request: ZResolveRefundRequest,
  response: ZResolveRefundResponse,
  summary: 'Mark a refund-needed payment as handled (resolvedAt, resolvedBy)',
});

// ---------------------------------------------------------------------------------------------------------------
// The company's webhook secret

/**
 * How long deliveries signed with a company's previous webhook secret are still accepted after a rotation: the time
 * the bank (or the bridge in front of a provider) has to switch to the new secret.
 */
export const PAYMENT_WEBHOOK_SECRET_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * An ADMIN gives a company the agency sells for a new webhook secret (a company it does not sell for answers 404).
 * The answer is the only place the new secret is ever shown: the person rotating it hands it to the bank.
 */
export const ZRotateWebhookSecretRequest = z.object({ companyId: z.string().trim().min(1).max(100) });
export type TRotateWebhookSecretRequest = z.input<typeof ZRotateWebhookSecretRequest>;
export const ZRotateWebhookSecretResponse = z.object({
  companyId: z.string(),
  /** The new HMAC-SHA256 key (hex). */
  webhookSecret: z.string(),
  /** epoch ms */
  rotatedAt: z.number(),
  /** epoch ms: until then the previous secret is accepted too, after it only the new one. */
  previousAcceptedUntil: z.number(),
});
export type TRotateWebhookSecretResponse = z.infer<typeof ZRotateWebhookSecretResponse>;
export const rotateWebhookSecretEndpoint = defineEndpoint({
  method: 'POST',
  // path chosen
  path: apiPath('partner/payments/webhook-secret/rotate'),
  client: 'v2',
  request: ZRotateWebhookSecretRequest,
  response: ZRotateWebhookSecretResponse,
  summary: 'Rotate a company’s payment webhook secret (ADMIN); the previous secret stays valid for a grace period',
});

// ---------------------------------------------------------------------------------------------------------------
// Webhook (bank / wallet → us). Not a defineEndpoint: its body is verified as raw bytes before it is parsed.

/** Where the bank and the wallet deliver confirmations (POST, JSON). */
export const PAYMENT_WEBHOOK_PATHS = {
  MB_QR: apiPath('payments/webhook/mb'),
  MOMO_QR: apiPath('payments/webhook/momo'),
} as const;

/**
 * Signature headers: company = the receiving company's id (picks the secret, so nothing of the body is read before
 * the signature is checked); timestamp = Unix seconds; signature = 'sha256=' + hex HMAC-SHA256(company webhookSecret,
 * `${timestamp}.${companyId}.${rawBody}`). A missing header, an unknown company, a wrong signature or a timestamp more
 * than 300 s away from the server's clock answers 401, whatever the body; only a correctly signed body is parsed
 * (not JSON or not this shape: 400).
 */
export const PAYMENT_WEBHOOK_HEADERS = {
  company: 'x-busdesk-company',
  timestamp: 'x-busdesk-timestamp',
  signature: 'x-busdesk-signature',
} as const;
export const PAYMENT_WEBHOOK_TOLERANCE_SECONDS = 300;

/** The webhook's JSON body. A retry of one transfer repeats the same transactionId: it is one payment. */
export const ZPaymentWebhookBody = z.object({
  /** The bank's (or wallet's) transaction id; unique per provider. */
  transactionId: z.string().trim().min(1).max(100),
  /** The receiving company: the same id as the signed x-busdesk-company header (another id is refused, 400). */
  companyId: z.string().trim().min(1).max(100),
  /** The VietQR purpose (62.08) as the bank read it, or the wallet's orderId. */
  billNumber: z.string().trim().max(100).nullish(),
  /** đồng received */
  amount: z.number().int().min(0),
  /** epoch ms of the transfer */
  paidAt: z.number().int().optional(),
  accountNumber: z.string().max(40).optional(),
  /** The transfer's free text as the payer's bank sent it. */
  description: z.string().max(500).optional(),
});
export type TPaymentWebhookBody = z.infer<typeof ZPaymentWebhookBody>;
/** The webhook's answer (inside the usual envelope): stored, processed right after. */
export const ZPaymentWebhookAck = z.object({ received: z.literal(true), eventId: z.string(), duplicate: z.boolean() });
export type TPaymentWebhookAck = z.infer<typeof ZPaymentWebhookAck>;

// ---------------------------------------------------------------------------------------------------------------
// Local bank simulator (only while the local bank driver is active; page at GET /simulator/bank). A signed-in ADMIN
// only (anonymous 401, STAFF 403), and only that agency's bills: another agency's bill answers 404.

export const ZSimulatorBill = z.object({
  /** MB_QR bill or MOMO_QR order (its orderId is the billNumber here). */
  provider: z.enum(['MB_QR', 'MOMO_QR']),
  billNumber: z.string(),
  companyId: z.string(),
  companyName: z.string().nullable(),
  partnerName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  /** đồng */
  amount: z.number().int(),
  transStatus: z.number().int(),
  ticketIds: z.array(z.string()),
  seatIds: z.array(z.string()),
  /** Some ticket's hold was released (a payment now is a late transfer). */
  released: z.boolean(),
  createdDate: z.number(),
});
export type TSimulatorBill = z.infer<typeof ZSimulatorBill>;
export const ZSimulatorBillsRequest = z.object({});
export const ZSimulatorBillsResponse = z.object({ bills: z.array(ZSimulatorBill) });
export const simulatorBillsEndpoint = defineEndpoint({
  method: 'GET',
  path: apiPath('simulator/bank/bills'),
  client: 'v2',
  request: ZSimulatorBillsRequest,
  response: ZSimulatorBillsResponse,
  summary: 'Local bank simulator: the ADMIN’s agency’s open bills (newest first)',
});

/**
 * full: the bill's amount once; partial: half (under-paid); twice: the same transaction delivered twice;
 * late: the bill's holds are expired and released first, then the full amount is paid.
 */
export const ZSimulatorPayMode = z.enum(['full', 'partial', 'twice', 'late']);
export type TSimulatorPayMode = z.infer<typeof ZSimulatorPayMode>;
export const ZSimulatorPayRequest = z.object({
  billNumber: z.string().trim().min(1).max(40),
  mode: ZSimulatorPayMode.default('full'),
  /** Overrides the amount (đồng) the mode would send. */
  amount: z.number().int().min(0).optional(),
});
export type TSimulatorPayRequest = z.input<typeof ZSimulatorPayRequest>;
export const ZSimulatorPayResponse = z.object({
  transactionId: z.string(),
  amount: z.number().int(),
  /** HTTP status of each webhook delivery. */
  deliveries: z.array(z.object({ status: z.number().int(), duplicate: z.boolean().nullable() })),
  /** The outcome once processed (null if processing had not finished within a few seconds). */
  outcome: z.string().nullable(),
});
export type TSimulatorPayResponse = z.infer<typeof ZSimulatorPayResponse>;
export const simulatorPayEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('simulator/bank/pay'),
  client: 'v2',
  request: ZSimulatorPayRequest,
  response: ZSimulatorPayResponse,
  summary: 'Local bank simulator: pay one of the ADMIN’s agency’s bills (signed webhook to our own endpoint over HTTP)',
});
