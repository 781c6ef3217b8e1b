import { customType, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, deliveryNote, epochMs, idColumn, nowMs } from './columns';
import { companies } from './network';
import { partnerUsers, partners, sessions } from './partners';

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

/**
 * One row per call (docs/adr/0088): every event of the call upserts it by (partner, callId) and records a change event
 * in the same transaction; the realtime consumer publishes the event on line/{number}/calls.
 */
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
    /** The line (null for rows seeded before lines were linked, or when the line was deleted since). */
    lineId: text('line_id').references(() => telecomNumbers.id, { onDelete: 'set null' }),
    /** in | out */
    direction: text('direction').notNull(),
    /** last call-state code (RINGING_IN, HANGUP, …). */
    status: text('status').notNull(),
    callStartTime: epochMs('call_start_time').notNull(),
    /** When someone first talked (LISTENING_IN/OUT, INPROGRESS): an incoming call never answered is a missed call. */
    answeredAt: epochMs('answered_at'),
    callEndTime: epochMs('call_end_time'),
    recordingUrl: text('recording_url'),
    /** A missed call called back (GET voice-cloud/recall): when, and from which line number. */
    recalledAt: epochMs('recalled_at'),
    recallLine: text('recall_line'),
    /** 'recorded locally, not delivered' for a call of the local provider (nothing reached a telephone network). */
    deliveryNote: deliveryNote(),
  },
  (t) => [
    index('call_history_partner_time_idx').on(t.partnerId, t.callStartTime),
    index('call_history_phone_idx').on(t.phoneNumber),
    uniqueIndex('call_history_partner_call_uq').on(t.partnerId, t.callId),
    index('call_history_line_time_idx').on(t.lineId, t.callStartTime),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A call's recording kept by us (the local provider's generated WAV); provider C's stay with the provider. */
export const callRecordings = pgTable('call_recordings', {
  callHistoryId: text('call_history_id')
    .primaryKey()
    .references(() => callHistory.id, { onDelete: 'cascade' }),
  mediaType: text('media_type').notNull(),
  audio: bytea('audio').notNull(),
  deliveryNote: deliveryNote(),
  createdAt: createdAt(),
});

/**
 * Who is logged in to a line (docs/adr/0088): one row per line, so a second login replaces the first (the line is
 * taken over). The login ends with the auth session (cascade) or a logout.
 */
export const telephonyLineSessions = pgTable('telephony_line_sessions', {
  lineId: text('line_id')
    .primaryKey()
    .references(() => telecomNumbers.id, { onDelete: 'cascade' }),
  loginId: text('login_id').notNull(),
  userId: text('user_id')
    .notNull()
    .references(() => partnerUsers.id, { onDelete: 'cascade' }),
  sessionId: text('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  since: epochMs('since').notNull().default(nowMs),
});
