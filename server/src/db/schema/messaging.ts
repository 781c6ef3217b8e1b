import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, delivery, deliveryNote, epochMs, idColumn, money } from './columns';
import { companies } from './network';
import { partners } from './partners';

export const smsRecords = pgTable(
  'sms_records',
  {
    id: idColumn(),
    partnerId: text('partner_id').references(() => partners.id),
    companyId: text('company_id').references(() => companies.id),
    ticketId: text('ticket_id'),
    phoneNumber: text('phone_number').notNull(),
    content: text('content').notNull(),
    /** 1500 ticket, 10000 goods. */
    objectType: integer('object_type').notNull().default(1500),
    messageType: integer('message_type'),
    sendDate: epochMs('send_date').notNull(),
    /** Delivered by a provider: false for a failure and for a message the local driver only recorded (`delivery`). */
    isSuccess: boolean('is_success').notNull(),
    delivery: delivery(),
    deliveryNote: deliveryNote(),
    length: integer('length').notNull(),
    quantity: integer('quantity').notNull().default(1),
    price: money('price'),
    realPrice: money('real_price'),
  },
  // The SMS history's keyset order (send_date desc, id desc) within one agency (docs/adr/0062).
  (t) => [index('sms_records_partner_date_idx').on(t.partnerId, t.sendDate, t.id)],
);

/** SMS message templates per partner; types 9 and ≥ 1e9 are excluded from the configuration list. */
export const smsConfigs = pgTable('sms_configs', {
  id: idColumn(),
  partnerId: text('partner_id')
    .notNull()
    .references(() => partners.id),
  messageType: integer('message_type').notNull(),
  content: text('content').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const znsRecords = pgTable(
  'zns_records',
  {
    id: idColumn(),
    partnerId: text('partner_id').references(() => partners.id),
    ticketId: text('ticket_id'),
    templateId: text('template_id'),
    phoneNumber: text('phone_number').notNull(),
    /** ZNS types 0–14 of 002 §9. */
    znsType: integer('zns_type').notNull(),
    sendDate: epochMs('send_date').notNull(),
    /** Delivered by Zalo: false for a failure and for a message the local driver only recorded (`delivery`). */
    isSuccess: boolean('is_success').notNull(),
    delivery: delivery(),
    deliveryNote: deliveryNote(),
    price: money('price'),
    messageError: text('message_error'),
  },
  // The ZNS history's keyset order (send_date desc, id desc) within one agency (docs/adr/0062).
  (t) => [index('zns_records_partner_date_idx').on(t.partnerId, t.sendDate, t.id)],
);

export const znsTemplates = pgTable('zns_templates', {
  id: idColumn(),
  partnerId: text('partner_id')
    .notNull()
    .references(() => partners.id),
  name: text('name').notNull(),
  messageContentType: integer('message_content_type').notNull(),
  content: text('content').notNull().default(''),
});

/** The six ticket e-mail templates (type = the route name, value = HTML). */
export const mailTemplates = pgTable(
  'mail_templates',
  {
    partnerId: text('partner_id')
      .notNull()
      .references(() => partners.id),
    type: text('type').notNull(),
    value: text('value').notNull(),
    updatedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.type] })],
);

/** Ticket print templates (type PRINT_TICKET) per company, optionally overridden per partner. */
export const printTemplates = pgTable('print_templates', {
  id: idColumn(),
  companyId: text('company_id').references(() => companies.id),
  partnerId: text('partner_id').references(() => partners.id),
  type: text('type').notNull().default('PRINT_TICKET'),
  value: text('value').notNull(),
});

/**
 * E-mails sent to passengers (issue 5). With SMTP configured each row records the delivery; without it this
 * table is the outbox the admin reads (the embedded default), the same message nodemailer would have sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
    partnerId: text('partner_id').references(() => partners.id),
    ticketId: text('ticket_id'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    /** The raw RFC 822 message nodemailer built (stream transport), so the outbox shows exactly what would go out. */
    raw: text('raw'),
    /** 'smtp' | 'outbox' */
    transport: text('transport').notNull(),
    createdAt: createdAt(),
    sentAt: epochMs('sent_at'),
    error: text('error'),
    /** 'delivered' (SMTP took it), 'failed', or 'local': kept in the outbox, not delivered (no SMTP_URL). */
    delivery: delivery(),
    deliveryNote: deliveryNote(),
  },
  (t) => [index('mail_outbox_partner_date_idx').on(t.partnerId, t.createdAt)],
);
