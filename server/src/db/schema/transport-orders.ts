import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, epochMs, idColumn } from './columns';
import { companies, routes } from './network';
import { partners, partnerUsers } from './partners';
import { trips } from './sales';

/**
 * Electronic transport orders (lệnh vận chuyển, 002 §3; docs/adr/0080). The signed XML is the order; the columns are
 * what the list filters and shows, taken from the verified document at upload and kept in step by every signature
 * and edit (each bumps `version`). Statuses of company / departure / arrival: 0 not signed, 1 waiting, 2 signed,
 * 3 signed and transmitted.
 */
export const transportOrders = pgTable(
  'transport_orders',
  {
    id: idColumn(),
    code: text('code'),
    /** The company of the XML when it is one of ours (found by tax code, then name); null for a company we do not know. */
    companyId: text('company_id').references(() => companies.id),
    companyName: text('company_name').notNull().default(''),
    companyPhone: text('company_phone'),
    /** Who issued the code: the company's tax code, else its name. With `code` unique: one order per code per company. */
    companyKey: text('company_key').notNull().default(''),
    routeId: text('route_id').references(() => routes.id),
    tripId: text('trip_id').references(() => trips.id),
    numberPlate: text('number_plate'),
    timeStartTrip: epochMs('time_start_trip').notNull(),
    timeEndTrip: epochMs('time_end_trip'),
    xml: text('xml').notNull(),
    /** SHA-256 of the XML as uploaded: the same bytes uploaded again answer the existing order (a retried upload). */
    uploadDigest: text('upload_digest'),
    companyStatus: integer('company_status').notNull().default(1),
    stationUpStatus: integer('station_up_status').notNull().default(1),
    stationDownStatus: integer('station_down_status').notNull().default(1),
    partnerUpId: text('partner_up_id').references(() => partners.id),
    partnerDownId: text('partner_down_id').references(() => partners.id),
    /** The route's station codes as the XML gives them. */
    partnerUpCode: text('partner_up_code'),
    partnerDownCode: text('partner_down_code'),
    /** The route's station names as the XML gives them: the list's name for a station that is not one of our partners. */
    upStationName: text('up_station_name'),
    downStationName: text('down_station_name'),
    numberCustomerUp: integer('number_customer_up'),
    numberCustomerDown: integer('number_customer_down'),
    timeUpConfirm: epochMs('time_up_confirm'),
    timeDownConfirm: epochMs('time_down_confirm'),
    /** Transmission attempts' messages joined by '|', oldest first (as the seed's list shows them). */
    descriptionError: text('description_error'),
    descriptionSignCompany: text('description_sign_company'),
    descriptionSignUp: text('description_sign_up'),
    descriptionSignDown: text('description_sign_down'),
    /** Bumped by every change of the document; a transmission is of one version. */
    version: integer('version').notNull().default(1),
    /** The agency (partner) whose user uploaded it, and the user. */
    uploadedPartnerId: text('uploaded_partner_id').references(() => partners.id),
    createdBy: text('created_by').references(() => partnerUsers.id),
    createdDate: createdAt(),
    updatedAt: epochMs('updated_at'),
  },
  (t) => [
    index('transport_orders_start_idx').on(t.timeStartTrip),
    index('transport_orders_up_idx').on(t.partnerUpId, t.timeStartTrip),
    index('transport_orders_down_idx').on(t.partnerDownId, t.timeStartTrip),
    uniqueIndex('transport_orders_code_uq').on(t.companyKey, t.code).where(sql`code is not null`),
  ],
);

/**
 * One transmission job per order and side (docs/adr/0081): the version to send, how many attempts it took, when the
 * next is due, and which instance holds it (a lease, so a crashed instance's job is taken up again). In the database
 * so retries survive a restart; claimed with FOR UPDATE SKIP LOCKED so two instances never send the same job at once.
 */
export const transportTransmissionJobs = pgTable(
  'transport_transmission_jobs',
  {
    id: idColumn(),
    orderId: text('order_id')
      .notNull()
      .references(() => transportOrders.id, { onDelete: 'cascade' }),
    /** 'up' | 'down' */
    side: text('side').notNull(),
    version: integer('version').notNull(),
    /** 'pending' (an attempt is due at next_attempt_at) | 'done' (accepted) | 'failed' (rejected or retries exhausted) */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: epochMs('next_attempt_at').notNull(),
    leaseOwner: text('lease_owner'),
    leaseUntil: epochMs('lease_until'),
    createdAt: createdAt(),
    updatedAt: epochMs('updated_at'),
  },
  (t) => [
    uniqueIndex('transport_jobs_order_side_uq').on(t.orderId, t.side),
    index('transport_jobs_due_idx').on(t.nextAttemptAt).where(sql`state = 'pending'`),
  ],
);

/** Every transmission attempt, shown as 'Lần n: message' (n counts the order's attempts). */
export const transportTransmissionAttempts = pgTable(
  'transport_transmission_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => transportOrders.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    side: text('side').notNull(),
    n: integer('n').notNull(),
    at: epochMs('at').notNull(),
    /** 'accepted' | 'rejected' | 'timeout' | 'error' */
    outcome: text('outcome').notNull(),
    message: text('message').notNull(),
    /** Which gateway answered: 'local' (recorded here, not delivered) or 'http'. */
    gateway: text('gateway').notNull(),
  },
  (t) => [index('transport_attempts_order_idx').on(t.orderId, t.id)],
);

/**
 * What the local gateway (the embedded default) received: one row per order, version and side, so a second send of
 * the same version answers the first outcome (docs/adr/0081). Nothing here left the machine.
 */
export const transportLocalGatewayRecords = pgTable(
  'transport_local_gateway_records',
  {
    orderId: text('order_id').notNull(),
    version: integer('version').notNull(),
    side: text('side').notNull(),
    /** 'accepted' | 'rejected' */
    outcome: text('outcome').notNull(),
    message: text('message').notNull(),
    delivered: boolean('delivered').notNull().default(false),
    receivedAt: createdAt(),
  },
  (t) => [uniqueIndex('transport_local_gateway_uq').on(t.orderId, t.version, t.side)],
);
