import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, epochMs, idColumn, money, simulated } from './columns';
import { companies } from './network';
import { partners } from './partners';

/** One collection of money for one or more tickets (cash, transfer, bank QR, wallet QR). */
export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    partnerId: text('partner_id').references(() => partners.id),
    companyId: text('company_id').references(() => companies.id),
    ticketIds: text('ticket_ids').array().notNull().default([]),
    billNumber: text('bill_number'),
    amount: money('amount'),
    /** Payment method 1 online, 2 cash to assistant, 3 cash at counter, 6 transfer, 24 bank QR. */
    paymentType: integer('payment_type').notNull(),
    /** 1 PENDING, 2 SUCCESS, 3 FAILED. */
    status: integer('status').notNull().default(2),
    createdUserId: text('created_user_id'),
    createdDate: createdAt(),
    /** Paid through the local (simulated) bank or wallet: no money moved. */
    simulated: simulated(),
  },
  (t) => [index('payments_partner_date_idx').on(t.partnerId, t.createdDate)],
);

/** Bank (VietQR) bills. totalMoney is in minor units (đồng × 100), shown divided by 100 (002 §3). */
export const bankQrTransactions = pgTable(
  'bank_qr_transactions',
  {
    id: idColumn(),
    billNumber: text('bill_number').notNull(),
    companyId: text('company_id').references(() => companies.id),
    partnerId: text('partner_id').references(() => partners.id),
    createdDate: createdAt(),
    totalMoney: money('total_money'),
    /** The VietQR payload string; the image is rendered from it. */
    qrPayload: text('qr_payload'),
    qrCode: text('qr_code'),
    /** 'MB_QR' */
    transactionType: text('transaction_type').notNull().default('MB_QR'),
    /** 1 processing, 2 success, 3 error. */
    transStatus: integer('trans_status').notNull().default(1),
    transactionContent: text('transaction_content'),
    /** JSON text: a list with ticketId (as the seed shows it). */
    ticketInfos: text('ticket_infos').notNull().default('[]'),
    paidAt: epochMs('paid_at'),
    /** The agency's active bank terminal the bill pays into (docs/adr/0057); null: the company's own account. */
    terminalId: text('terminal_id'),
    /** Issued by the local bank driver: only the simulator pays it, nothing is charged. */
    simulated: simulated(),
  },
    // The bank QR report's keyset order (created_at desc, id desc) within one agency (docs/adr/0062).
  (t) => [uniqueIndex('bank_qr_bill_uq').on(t.billNumber), index('bank_qr_partner_date_idx').on(t.partnerId, t.createdDate, t.id)],
);

/** Wallet (MOMO_QR) orders. */
export const walletOrders = pgTable(
  'wallet_orders',
  {
    id: idColumn(),
    orderId: text('order_id').notNull(),
    partnerId: text('partner_id').references(() => partners.id),
    companyId: text('company_id').references(() => companies.id),
    ticketIds: text('ticket_ids').array().notNull().default([]),
    amount: money('amount'),
    qrImage: text('qr_image'),
    packageName: text('package_name'),
    /** 1 PENDING, 2 SUCCESS, 3 FAILED. */
    status: integer('status').notNull().default(1),
    createdDate: createdAt(),
    /** Made by the local wallet driver: only the simulator pays it, nothing is charged. */
    simulated: simulated(),
  },
  // The dashboard's unpaid wallet orders of an agency's days (docs/adr/0072).
  (t) => [uniqueIndex('wallet_orders_order_uq').on(t.orderId), index('wallet_orders_partner_date_idx').on(t.partnerId, t.createdDate)],
);

/**
 * Bank QR terminal registration (002 register-vietqr), one row per registration request of an agency: status
 * 'verifying' while its OTP is awaited (any status outside new | success | deny | delete reads 'Đang xác minh'),
 * then what the bank answered — new (awaiting approval), success (active), deny; an active terminal replaced by a
 * later verified request becomes 'delete'. At most one active terminal per agency: the account its bank QR bills
 * pay into (docs/adr/0057). No OTP is stored here: the bank (or the local bank, local_bank_otps) holds it.
 */
export const bankTerminals = pgTable(
  'bank_terminals',
  {
    id: idColumn(),
    partnerId: text('partner_id')
      .notNull()
      .references(() => partners.id),
    bankAccountNumber: text('bank_account_number').notNull(),
    bankAccountName: text('bank_account_name').notNull(),
    phoneNo: text('phone_no').notNull(),
    identityNumber: text('identity_number').notNull(),
    terminalId: text('terminal_id'),
    status: text('status').notNull().default('new'),
    /** The bank's id of the registration request the OTP confirms. */
    requestId: text('request_id'),
    createdDate: createdAt(),
    updatedAt: epochMs('updated_at'),
  },
  (t) => [
    index('bank_terminals_partner_idx').on(t.partnerId, t.createdDate),
    uniqueIndex('bank_terminals_request_uq').on(t.requestId),
    uniqueIndex('bank_terminals_active_uq').on(t.partnerId).where(sql`status = 'success'`),
  ],
);

/**
 * The local (simulated) bank's one-time passwords for terminal registration: drawn from the CSPRNG, sent by SMS,
 * kept only as an argon2id hash, valid until expiresAt, and refused after too many wrong attempts or once used.
 */
export const localBankOtps = pgTable('local_bank_otps', {
  requestId: text('request_id').primaryKey(),
  partnerId: text('partner_id')
    .notNull()
    .references(() => partners.id),
  otpHash: text('otp_hash').notNull(),
  expiresAt: epochMs('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  usedAt: epochMs('used_at'),
  createdDate: createdAt(),
});

/**
 * A company's receiving side for QR payments (issue 5): the bank account VietQR bills pay into, the per-company
 * webhook secret the bank's (or the local simulator's) confirmations are signed with, and the wallet setup.
 * No row, or no wallet partner code, means the company has not configured that method.
 */
export const companyPaymentConfigs = pgTable('company_payment_configs', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id),
  /** NAPAS BIN of the receiving bank; MB Bank 970422. */
  bankBin: text('bank_bin').notNull().default('970422'),
  bankAccountNumber: text('bank_account_number').notNull(),
  bankAccountName: text('bank_account_name').notNull(),
  /**
   * HMAC-SHA256 key of the payment webhooks: random bytes from a CSPRNG, made when the configuration is created and
   * when an ADMIN rotates it (the rotation's answer shows it once; no other answer carries it).
   */
  webhookSecret: text('webhook_secret').notNull(),
  /** The secret a rotation replaced: still accepted until webhookSecretRotatedAt + the grace period, then never. */
  previousWebhookSecret: text('previous_webhook_secret'),
  webhookSecretRotatedAt: epochMs('webhook_secret_rotated_at'),
  /** Wallet (MOMO_QR) merchant code; null: 'Vui lòng liên hệ nhà xe để được hỗ trợ cấu hình MOMO QR'. */
  walletPartnerCode: text('wallet_partner_code'),
  /** The wallet's secret key for that merchant code (random, like the webhook secret, for the demo companies). */
  walletSecret: text('wallet_secret'),
  updatedAt: createdAt(),
});

/**
 * Every payment confirmation received (bank or wallet webhook), stored before it is processed: the unique
 * (provider, transaction id) makes a retried or parallel delivery one payment. outcome: null while waiting,
 * then paid | unmatched | underpaid | late_paid | refund_needed | rejected. Staff resolve refund_needed rows.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: idColumn(),
    /** 'MB_QR' | 'MOMO_QR' */
    provider: text('provider').notNull(),
    transactionId: text('transaction_id').notNull(),
    companyId: text('company_id').references(() => companies.id),
    partnerId: text('partner_id').references(() => partners.id),
    billNumber: text('bill_number'),
    /** đồng */
    amount: money('amount'),
    rawBody: text('raw_body').notNull(),
    receivedAt: createdAt(),
    processedAt: epochMs('processed_at'),
    outcome: text('outcome'),
    note: text('note'),
    resolvedAt: epochMs('resolved_at'),
    resolvedBy: text('resolved_by'),
  },
  (t) => [
    uniqueIndex('payment_events_tx_uq').on(t.provider, t.transactionId),
    index('payment_events_partner_outcome_idx').on(t.partnerId, t.outcome),
  ],
);
