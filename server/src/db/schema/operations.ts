import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, epochMs, idColumn } from './columns';
import { companies, routes } from './network';
import { partners } from './partners';
import { trips } from './sales';

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

/**
 * Electronic transport orders (lệnh vận chuyển) with their XML and signing states
 * (0 not signed, 1 waiting, 2 signed, 3 signed and transmitted).
 */
export const transportOrders = pgTable(
  'transport_orders',
  {
    id: idColumn(),
    code: text('code'),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    routeId: text('route_id').references(() => routes.id),
    tripId: text('trip_id').references(() => trips.id),
    numberPlate: text('number_plate'),
    timeStartTrip: epochMs('time_start_trip').notNull(),
    timeEndTrip: epochMs('time_end_trip'),
    xml: text('xml').notNull(),
    companyStatus: integer('company_status').notNull().default(1),
    stationUpStatus: integer('station_up_status').notNull().default(1),
    stationDownStatus: integer('station_down_status').notNull().default(1),
    partnerUpId: text('partner_up_id').references(() => partners.id),
    partnerDownId: text('partner_down_id').references(() => partners.id),
    partnerUpCode: text('partner_up_code'),
    partnerDownCode: text('partner_down_code'),
    numberCustomerUp: integer('number_customer_up'),
    numberCustomerDown: integer('number_customer_down'),
    timeUpConfirm: epochMs('time_up_confirm'),
    timeDownConfirm: epochMs('time_down_confirm'),
    /** Transmission attempts' messages joined by '|' (as the seed's list shows them). */
    descriptionError: text('description_error'),
    descriptionSignCompany: text('description_sign_company'),
    descriptionSignUp: text('description_sign_up'),
    descriptionSignDown: text('description_sign_down'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: epochMs('next_attempt_at'),
    createdDate: createdAt(),
  },
  (t) => [
    index('transport_orders_start_idx').on(t.timeStartTrip),
    index('transport_orders_up_idx').on(t.partnerUpId, t.timeStartTrip),
    index('transport_orders_down_idx').on(t.partnerDownId, t.timeStartTrip),
  ],
);
