import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, epochMs, idColumn, money } from './columns';
import { companies, routes, vehicles, type SeatLayoutSeat } from './network';
import { partners, partnerUsers } from './partners';

export interface PartnerLock {
  partnerId: string;
  /** 1 locked, 0 unlocked. */
  lockType: number;
  updatedAt?: number;
}

export interface LockedSeat {
  seatId: string;
  note?: string;
}

export const trips = pgTable(
  'trips',
  {
    id: idColumn(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    routeId: text('route_id')
      .notNull()
      .references(() => routes.id),
    vehicleId: text('vehicle_id').references(() => vehicles.id),
    driverIds: text('driver_ids').array().notNull().default([]),
    tripCode: text('trip_code'),
    /** Planned departure, epoch ms. */
    startTime: epochMs('start_time').notNull(),
    /** Business date yyyyMMdd in Asia/Ho_Chi_Minh. */
    startDate: integer('start_date').notNull(),
    startTimeReality: epochMs('start_time_reality'),
    /** 0 new, 1 in plan, 2 on the trip, 3 completed, 4 canceled, 5 arrived. */
    tripStatus: integer('trip_status').notNull().default(1),
    /** 0 shared vehicle, 1 chartered. */
    tripType: integer('trip_type').notNull().default(0),
    seatMap: jsonb('seat_map').$type<SeatLayoutSeat[]>().notNull().default([]),
    /** Seats the company locked (not sellable). */
    lockSeat: jsonb('lock_seat').$type<LockedSeat[]>().notNull().default([]),
    partnerLocks: jsonb('partner_locks').$type<PartnerLock[]>().notNull().default([]),
    /** 0 means no seat choice: the seat is assigned. */
    choosableSeat: integer('choosable_seat').notNull().default(1),
    /** How long a partner may hold a seat, ms; 0 disables pay-and-hold. */
    timePartnerHolder: epochMs('time_partner_holder').notNull().default(0),
    /** Bookings close this many ms before departure. */
    timePartnerLockBooking: epochMs('time_partner_lock_booking').notNull().default(0),
    /** Cancelling closes this many ms before departure. */
    timePartnerAllowCancel: epochMs('time_partner_allow_cancel').notNull().default(0),
    price: money('price'),
    totalSeat: integer('total_seat').notNull().default(0),
  },
  (t) => [
    index('trips_route_date_idx').on(t.routeId, t.startDate, t.startTime),
    index('trips_company_date_idx').on(t.companyId, t.startDate),
  ],
);

/** isPartnerSettled is per partner, so it lives beside the trip. */
export const tripPartnerSettlements = pgTable(
  'trip_partner_settlements',
  {
    tripId: text('trip_id')
      .notNull()
      .references(() => trips.id),
    partnerId: text('partner_id')
      .notNull()
      .references(() => partners.id),
    isPartnerSettled: boolean('is_partner_settled').notNull().default(false),
    settledAt: epochMs('settled_at'),
    settledBy: text('settled_by'),
  },
  (t) => [primaryKey({ columns: [t.tripId, t.partnerId] })],
);

/** Realtime seat picks ("locked by others in real time", 10 minutes); mirrored to trip/{id}/lockSeat. */
export const seatLocks = pgTable(
  'seat_locks',
  {
    id: idColumn(),
    tripId: text('trip_id')
      .notNull()
      .references(() => trips.id),
    listSeatId: text('list_seat_id').array().notNull(),
    partnerId: text('partner_id').notNull(),
    userId: text('user_id').notNull(),
    createdAt: createdAt(),
    expiresAt: epochMs('expires_at').notNull(),
  },
  (t) => [index('seat_locks_trip_idx').on(t.tripId, t.expiresAt)],
);

export interface TicketPoint {
  id: string;
  name: string;
  address?: string | null;
  pointType: number;
  transshipmentId?: string | null;
  transshipmentPrice?: number;
}
export interface TicketSurcharge {
  id: string;
  name: string;
  price: number;
  mode: number;
}
export interface InvoiceInfo {
  requireStatus: number;
  invoiceNumber?: string | null;
  invoiceNumberTax?: string | null;
}

/**
 * Every ticket field of 001 §3. One row per seat; tickets of one booking share ticketCode.
 * The seat guard is the partial unique index `tickets_active_seat_uq`: a racing second booking of a seat
 * fails with 23505. A zero-paid hold whose overTime passed is released by the sweeper (released_at set), so
 * it stops blocking the seat while keeping status 2 for history.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: idColumn(),
    ticketCode: text('ticket_code').notNull(),
    tripId: text('trip_id')
      .notNull()
      .references(() => trips.id),
    companyId: text('company_id').notNull(),
    routeId: text('route_id').notNull(),
    /** Business date of the trip, yyyyMMdd, denormalised for reports. */
    startDate: integer('start_date').notNull(),
    seatId: text('seat_id').notNull(),
    /** 0 cancelled, 2 booked, 3 paid, 4 on the trip, 5 completed, 7 booked by admin/company. */
    ticketStatus: integer('ticket_status').notNull(),
    fullName: text('full_name'),
    phoneNumber: text('phone_number'),
    email: text('email'),
    birthday: text('birthday'),
    note: text('note'),
    agencyPrice: money('agency_price'),
    originalTicketPrice: money('original_ticket_price'),
    paidMoney: money('paid_money'),
    /** Hold deadline, epoch ms. */
    overTime: epochMs('over_time'),
    paymentType: integer('payment_type').notNull().default(3),
    foreignKey: text('foreign_key'),
    isAdult: boolean('is_adult').notNull().default(true),
    image: text('image'),
    orderer: text('orderer'),
    ordererPhoneNumber: text('orderer_phone_number'),
    pointUp: jsonb('point_up').$type<TicketPoint>(),
    pointDown: jsonb('point_down').$type<TicketPoint>(),
    pointUpType: integer('point_up_type').notNull().default(0),
    pointDownType: integer('point_down_type').notNull().default(0),
    addressUp: text('address_up'),
    addressDown: text('address_down'),
    transShipUpId: text('trans_ship_up_id'),
    transShipDownId: text('trans_ship_down_id'),
    surcharges: jsonb('surcharges').$type<TicketSurcharge[]>().notNull().default([]),
    surchargePrice: money('surcharge_price'),
    invoiceInfo: jsonb('invoice_info').$type<InvoiceInfo>(),
    /** 0 cancelled, 1 created, 2 issued (3 issued in the icon's reading). */
    invoiceStatus: integer('invoice_status'),
    serialInvoice: text('serial_invoice'),
    formInvoice: text('form_invoice'),
    /** The selling partner; null when the company sold the ticket itself. */
    partnerId: text('partner_id').references(() => partners.id),
    sellerId: text('seller_id'),
    sellerName: text('seller_name'),
    /** Display name of the selling agency. */
    agency: text('agency'),
    userPartnerId: text('user_partner_id').references(() => partnerUsers.id),
    /** 0 NONE, 1 ADMIN, 2 WEB, 3 IOS, 4 ANDROID, 5 PARTNER. */
    platform: integer('platform').notNull().default(5),
    /** partner_app | partner_web | … */
    platformDetail: text('platform_detail'),
    /** 0 at counter, 1 company online, 2 station online. */
    saleChannel: integer('sale_channel').notNull().default(0),
    getInTimePlan: epochMs('get_in_time_plan'),
    numberOfSmsSent: integer('number_of_sms_sent').notNull().default(0),
    isSendZns: boolean('is_send_zns').notNull().default(false),
    isSendEmail: boolean('is_send_email').notNull().default(false),
    numberOfPrint: integer('number_of_print').notNull().default(0),
    cashOnTheTrip: money('cash_on_the_trip'),
    commission: money('commission'),
    cancelReason: text('cancel_reason'),
    cancelTime: epochMs('cancel_time'),
    cancelUserName: text('cancel_user_name'),
    cancelFee: money('cancel_fee'),
    isRefunded: boolean('is_refunded').notNull().default(false),
    releasedAt: epochMs('released_at'),
    createdDate: createdAt(),
    updatedAt: epochMs('updated_at'),
  },
  (t) => [
    uniqueIndex('tickets_active_seat_uq')
      .on(t.tripId, t.seatId)
      .where(sql`${t.ticketStatus} <> 0 and ${t.releasedAt} is null`),
    index('tickets_trip_idx').on(t.tripId),
    index('tickets_code_idx').on(t.ticketCode),
    index('tickets_partner_created_idx').on(t.partnerId, t.createdDate, t.id),
    index('tickets_partner_date_idx').on(t.partnerId, t.startDate),
    index('tickets_phone_idx').on(t.phoneNumber),
    // The cancelled-ticket report: one agency's cancelled tickets of a range of departure days, the page sorted
    // from them, so a page costs the filter's size, not the table's (docs/adr/0062 has the EXPLAIN).
    index('tickets_cancelled_report_idx')
      .on(t.partnerId, t.startDate, t.ticketCode, t.id)
      .where(sql`${t.ticketStatus} = 0`),
    index('tickets_hold_idx').on(t.overTime).where(sql`${t.ticketStatus} = 2 and ${t.releasedAt} is null`),
  ],
);

export interface TicketLogEntry {
  field: string;
  value: string | number | boolean | null;
}

export const ticketLogs = pgTable(
  'ticket_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: text('ticket_id')
      .notNull()
      .references(() => tickets.id),
    createdDate: createdAt(),
    createdUserId: text('created_user_id'),
    createdUserName: text('created_user_name'),
    /** Ticket log actions 1–13. */
    logType: integer('log_type').notNull(),
    logs: jsonb('logs').$type<TicketLogEntry[]>().notNull().default([]),
  },
  (t) => [index('ticket_logs_ticket_idx').on(t.ticketId, t.createdDate)],
);

export const surchargeCategories = pgTable(
  'surcharge_categories',
  {
    id: idColumn(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    price: money('price'),
    /** The effect is price × mode (mode may be negative for a discount). */
    mode: integer('mode').notNull().default(1),
  },
  (t) => [index('surcharge_categories_company_idx').on(t.companyId)],
);
