import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, epochMs, idColumn } from './columns';
import { companies } from './network';
import { partners } from './partners';

export const telecomCompanies = pgTable('telecom_companies', {
  id: idColumn(),
  name: text('name').notNull(),
  /** How its lines are configured and reached (TelecomProvider in api-contract: sip | domain-key | voip-secret | account-token). */
  provider: text('provider').notNull().default('sip'),
});

/** Call-centre extension lines (000 §2.9); telecomConfig is JSON text parsed by the panel. */
export const telecomNumbers = pgTable(
  'telecom_numbers',
  {
    id: idColumn(),
    partnerId: text('partner_id')
      .notNull()
      .references(() => partners.id),
    telecomCompanyId: text('telecom_company_id')
      .notNull()
      .references(() => telecomCompanies.id),
    number: text('number').notNull(),
    telecomConfig: text('telecom_config').notNull().default('{}'),
    companyId: text('company_id').references(() => companies.id),
    createdDate: createdAt(),
  },
  (t) => [uniqueIndex('telecom_numbers_number_uq').on(t.number), index('telecom_numbers_partner_idx').on(t.partnerId)],
);

export const callHistory = pgTable(
  'call_history',
  {
    id: idColumn(),
    partnerId: text('partner_id')
      .notNull()
      .references(() => partners.id),
    callId: text('call_id').notNull(),
    phoneNumber: text('phone_number').notNull(),
    extension: text('extension').notNull(),
    /** in | out */
    direction: text('direction').notNull(),
    /** last call-state code (RINGING_IN, HANGUP, …). */
    status: text('status').notNull(),
    callStartTime: epochMs('call_start_time').notNull(),
    callEndTime: epochMs('call_end_time'),
    recordingUrl: text('recording_url'),
  },
  (t) => [index('call_history_partner_time_idx').on(t.partnerId, t.callStartTime), index('call_history_phone_idx').on(t.phoneNumber)],
);
