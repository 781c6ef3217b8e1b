import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, primaryKey, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { pgTable } from 'drizzle-orm/pg-core';
import { createdAt, epochMs, idColumn, money } from './columns';

/** Transport-order configuration of a partner (000 §2.7, §3); kept apart from the UI config JSON text. */
export interface TransportConfig {
  code?: string;
  transportName?: string;
  user?: string;
  password?: string;
  serviceSupport?: string;
  govTransCode?: string;
  govTransName?: string;
  url?: string;
  taxId?: string;
  futaSecret?: string;
}

/** Stations and agencies. A parent sees its children's data where the seeds say so. */
export const partners = pgTable(
  'partners',
  {
    id: idColumn(),
    name: text('name').notNull(),
    /** Station code such as 'BXMD-79'; its prefix before the hyphen is matched against route station codes. */
    code: text('code'),
    parentId: text('parent_id').references((): AnyPgColumn => partners.id),
    /** 'station' or 'agency'. */
    partnerType: text('partner_type').notNull().default('agency'),
    /** The partner configuration JSON *text* (000 §3), exactly as the shell saves it. */
    config: text('config').notNull().default('{}'),
    transportConfig: jsonb('transport_config').$type<TransportConfig>().notNull().default({}),
    logo: text('logo'),
    isAutoApproveRoutes: boolean('is_auto_approve_routes').notNull().default(false),
    /** Partner status enumeration of 002 §4 (10 registered). */
    status: integer('status').notNull().default(10),
    phone: text('phone'),
    address: text('address'),
    provinceId: text('province_id'),
    createdAt: createdAt(),
  },
  (t) => [index('partners_parent_idx').on(t.parentId), uniqueIndex('partners_code_uq').on(t.code)],
);

export const partnerUsers = pgTable(
  'partner_users',
  {
    id: idColumn(),
    partnerId: text('partner_id')
      .notNull()
      .references(() => partners.id),
    name: text('name').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** ADMIN | STAFF (other roles exist only as labels). */
    role: text('role').notNull().default('STAFF'),
    debtLimit: money('debt_limit'),
    currentDebt: money('current_debt'),
    commission: money('commission'),
    isActive: boolean('is_active').notNull().default(true),
    /** Set by an ADMIN's password reset (ADR 0054): until a new password is set, a session may only set one. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    routeIds: text('route_ids').array().notNull().default([]),
    companyId: text('company_id'),
    phone: text('phone'),
    email: text('email'),
    createdAt: createdAt(),
    updatedAt: epochMs('updated_at'),
  },
  (t) => [uniqueIndex('partner_users_username_uq').on(t.username), index('partner_users_partner_idx').on(t.partnerId)],
);

/** Opaque session tokens; only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => partnerUsers.id),
    createdAt: createdAt(),
    expiresAt: epochMs('expires_at').notNull(),
    revokedAt: epochMs('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Per admin domain configuration (login background, logo, …) as JSON text. */
export const adminConfigs = pgTable('admin_configs', {
  domain: text('domain').primaryKey(),
  config: text('config').notNull().default('{}'),
});

/** Who read which new-ticket notification (002 notifications). */
export const notificationReads = pgTable(
  'notification_reads',
  {
    partnerId: text('partner_id')
      .notNull()
      .references(() => partners.id),
    ticketId: text('ticket_id').notNull(),
    readAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.ticketId] })],
);

/** Per-user screen settings (display-settings calls of 001 §7). */
export const userSettings = pgTable(
  'user_settings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => partnerUsers.id),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * The staff money ledger (002 §3 'Transaction (per staff)', docs/adr/0070): balanceType 1 'Nạp tiền' (an ADMIN's
 * top-up), 2 'Hoa hồng' (commission written with the sale that earns it; a cancel or a change writes a reversing or
 * adjusting entry: rows are never updated nor deleted).
 */
export const partnerTransactions = pgTable(
  'partner_transactions',
  {
    id: idColumn(),
    partnerId: text('partner_id')
      .notNull()
      .references(() => partners.id),
    partnerUserId: text('partner_user_id').references(() => partnerUsers.id),
    payDateInMillisec: epochMs('pay_date').notNull(),
    balanceType: integer('balance_type').notNull(),
    /** 0 Mua vé, 1 SMS, 2 Nạp/thu phí nhà xe. */
    transactionType: integer('transaction_type').notNull().default(0),
    /** đồng; negative for a reversing commission entry. */
    amount: money('amount'),
    description: text('description'),
    /** 1 PENDING, 2 SUCCESS, 3 FAILED. */
    status: integer('status').notNull().default(2),
    ticketId: text('ticket_id'),
    companyId: text('company_id'),
    /** Who wrote the entry: the ADMIN of a top-up, the clerk whose action earned or reversed a commission. */
    createdByUserId: text('created_by_user_id'),
  },
  (t) => [
    index('partner_transactions_partner_date_idx').on(t.partnerId, t.payDateInMillisec, t.id),
    index('partner_transactions_user_date_idx').on(t.partnerUserId, t.payDateInMillisec, t.id),
    index('partner_transactions_ticket_idx').on(t.ticketId).where(sql`${t.ticketId} is not null`),
  ],
);
