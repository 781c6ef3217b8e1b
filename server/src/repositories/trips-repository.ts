import { sql } from 'drizzle-orm';
import { parsePartnerConfig } from '@busdesk/api-contract';
import type { SalePartner } from './partners-repository';
import type { TicketJoinedColumns } from './ticket-row';
import { expiredZeroPaidHold } from './tickets-repository';
import type { Database } from '../db/database';
import type { SqlRow } from '../db/row-types';
import type { partnerRoutes, partners, partnerUsers, seatLocks, trips } from '../db/schema/index';
import { fromJson, inList, type SqlRunner } from '../db/sql';
import { prepareQuery, runPrepared } from '../lib/prepared-query';
import { bookedCountOf, COUNTED_AT } from '../sales/trip-cards';
import { CATEGORIES_JSON, STOPS_JSON, toPricingContext, type PricingContext, type RouteStopRow, type SurchargeCategoryRow } from '../sales/pricing';

type TripColumns = SqlRow<typeof trips>;

/** The trip as the booking lifecycle needs it; only trips on the session's authorised routes are ever loaded. */
export interface SaleTrip {
  id: string;
  companyId: string;
  routeId: string;
  routeName: string;
  startDate: number;
  startTime: number;
  tripStatus: number;
  seatMap: TripColumns['seat_map'];
  lockSeat: TripColumns['lock_seat'];
  partnerLocks: TripColumns['partner_locks'];
  timePartnerHolder: number;
  timePartnerLockBooking: number;
  timePartnerAllowCancel: number;
  numberPlate: string | null;
  /** The route and vehicle columns a ticket row is read with (tickets-repository.ts), to answer without a re-read. */
  joined: TicketJoinedColumns;
}

type SaleTripRow = Pick<
  TripColumns,
  | 'id' | 'company_id' | 'route_id' | 'start_date' | 'start_time' | 'trip_status' | 'seat_map' | 'lock_seat' | 'partner_locks'
  | 'time_partner_holder' | 'time_partner_lock_booking' | 'time_partner_allow_cancel'
> &
  TicketJoinedColumns;

const SALE_TRIP_COLUMNS = sql`tr.id, tr.company_id, tr.route_id, r.name as route_name, tr.start_date, tr.start_time, tr.trip_status,
      tr.seat_map, tr.lock_seat, tr.partner_locks, tr.time_partner_holder, tr.time_partner_lock_booking,
      tr.time_partner_allow_cancel, v.number_plate, r.name_short as route_name_short, r.form_invoice as route_form_invoice,
      r.serial_invoice as route_serial_invoice, tr.trip_code`;

function toSaleTrip(row: SaleTripRow): SaleTrip {
  return {
    id: row.id,
    companyId: row.company_id,
    routeId: row.route_id,
    routeName: row.route_name,
    startDate: row.start_date,
    startTime: row.start_time,
    tripStatus: row.trip_status,
    seatMap: fromJson(row.seat_map) ?? [],
    lockSeat: fromJson(row.lock_seat) ?? [],
    partnerLocks: fromJson(row.partner_locks) ?? [],
    timePartnerHolder: row.time_partner_holder,
    timePartnerLockBooking: row.time_partner_lock_booking,
    timePartnerAllowCancel: row.time_partner_allow_cancel,
    numberPlate: row.number_plate,
    joined: {
      route_name: row.route_name,
      route_name_short: row.route_name_short,
      route_form_invoice: row.route_form_invoice,
      route_serial_invoice: row.route_serial_invoice,
      number_plate: row.number_plate,
      trip_code: row.trip_code,
    },
  };
}

/** Everything a booking checks before it writes, read in one round trip (bench/src/booking-throughput.ts). */
export interface BookingContext {
  trip: SaleTrip;
  pricing: PricingContext;
  partner: SalePartner;
  /** Requested seats in another user's unexpired real-time lock (a 409). */
  heldByOthers: string[];
  /** Some unexpired lock (anyone's, the booker's too) holds a requested seat: the sale must rewrite the locks. */
  locked: boolean;
  /** A zero-paid hold past its deadline still occupies a requested seat: it must be released before the insert. */
  expiredHold: boolean;
  /** The selling employee's commission in percent of the ticket price (000 'Employee': commission). */
  sellerCommissionPercent: number;
}

type SeatLockColumns = SqlRow<typeof seatLocks>;

/**
 * BOOKING_CONTEXT's row: the sale trip with JSON aggregates of the route's stops, the company's surcharge categories,
 * the selling partner (null: no such partner) and the seat locks touching the requested seats (fromJson reads each,
 * parsed or text), the seller's commission (null: no such user) and the expired-hold test.
 */
type BookingContextRow = SaleTripRow & {
  stops: RouteStopRow[];
  categories: SurchargeCategoryRow[];
  partner: Pick<SqlRow<typeof partners>, 'id' | 'name' | 'config'> | null;
  locks: Array<{ userId: SeatLockColumns['user_id']; seatIds: SeatLockColumns['list_seat_id'] }>;
  seller_commission: SqlRow<typeof partnerUsers>['commission'] | null;
  expired_hold: boolean;
};

/** Text lists travel as one JSON parameter: the same statement text whatever their length, on both drivers. */
const textList = (name: string) => sql`array(select json_array_elements_text(${sql.placeholder(name)}::json))`;

/**
 * The booking's context in one prepared statement. The route condition is authorisedRouteIds' rule
 * (sales/authorised-routes.ts) written as a filter on this one trip: the user's own routes, authorised for the
 * partner by the trip's company (approved link), route active. The expired-hold test is the release condition of
 * TicketsRepository.releaseExpiredHolds, applied to the seats' active tickets found through the seat guard's index
 * (at most one a seat). `offset 0` keeps the two apart: on PostgreSQL a prepared statement soon runs a generic plan,
 * which does not know `now` and chose to AND the trip's tickets with every hold in tickets_hold_idx whose time had
 * passed — a read that grew with all the expired holds in the table (33,824 index rows, 8 ms, in the booking bench)
 * instead of one index lookup a seat.
 */
const BOOKING_CONTEXT = prepareQuery(
  'booking_context',
  sql`
    select ${SALE_TRIP_COLUMNS}, ${STOPS_JSON} as stops, ${CATEGORIES_JSON} as categories,
      (select json_build_object('id', pa.id, 'name', pa.name, 'config', pa.config) from partners pa where pa.id = ${sql.placeholder('partnerId')}) as partner,
      (select pu.commission from partner_users pu where pu.id = ${sql.placeholder('userId')}) as seller_commission,
      (select coalesce(json_agg(json_build_object('userId', sl.user_id, 'seatIds', sl.list_seat_id)), '[]'::json)
        from seat_locks sl where sl.trip_id = tr.id and sl.expires_at > ${sql.placeholder('now')} and sl.list_seat_id && ${textList('seatIds')}) as locks,
      exists (select 1 from (
          select t.ticket_status, t.paid_money, t.over_time from tickets t
          where t.trip_id = tr.id and t.seat_id = any(${textList('seatIds')}) and t.ticket_status <> 0 and t.released_at is null
          offset 0) t
        where ${expiredZeroPaidHold('t', sql.placeholder('now'))}) as expired_hold
    from trips tr join routes r on r.id = tr.route_id left join vehicles v on v.id = tr.vehicle_id
    where tr.id = ${sql.placeholder('tripId')} and tr.route_id = any(${textList('routeIds')}) and r.is_active
      and exists (select 1 from partner_routes pr
        join partner_companies pc on pc.partner_id = pr.partner_id and pc.company_id = r.company_id
        where pr.partner_id = ${sql.placeholder('partnerId')} and pr.route_id = tr.route_id and pc.approved_status = 'approved')`,
);

export function createTripsRepository(database: Database) {
  return {
    /** The trip if it is on one of these routes (a missing trip and a foreign one look the same: null). */
    async saleTrip(tripId: string, routeIds: readonly string[], runner: SqlRunner = database): Promise<SaleTrip | null> {
      const [row] = await runner.rows<SaleTripRow>(sql`
        select ${SALE_TRIP_COLUMNS}
        from trips tr join routes r on r.id = tr.route_id left join vehicles v on v.id = tr.vehicle_id
        where tr.id = ${tripId} and tr.route_id in ${inList(routeIds)}`);
      return row ? toSaleTrip(row) : null;
    },

    /**
     * The company of a trip the user could sell but for the company's approval: the trip is on one of the user's
     * routes that the company authorised for the partner, and the partner's link with the company is not approved
     * (000 §2.5). Null otherwise — a trip the partner never had stays indistinguishable from a missing one.
     */
    async unapprovedCompanyOf(tripId: string, partnerId: string, routeIds: readonly string[]): Promise<string | null> {
      if (routeIds.length === 0) return null;
      const [row] = await database.rows<{ company_name: string }>(sql`
        select c.name as company_name
        from trips tr join routes r on r.id = tr.route_id join companies c on c.id = r.company_id
        join partner_routes pr on pr.route_id = tr.route_id and pr.partner_id = ${partnerId}
        join partner_companies pc on pc.partner_id = pr.partner_id and pc.company_id = r.company_id
        where tr.id = ${tripId} and tr.route_id in ${inList(routeIds)} and pc.approved_status <> 'approved'`);
      return row?.company_name ?? null;
    },

    /** Whether the trip is on one of these routes. */
    async inRoutes(tripId: string, routeIds: readonly string[]): Promise<boolean> {
      if (routeIds.length === 0) return false;
      const rows = await database.rows(sql`select 1 as ok from trips t where t.id = ${tripId} and t.route_id in ${inList(routeIds)}`);
      return rows.length > 0;
    },

    /**
     * The trip (only on a route the session may sell), its pricing, the selling partner, the seat locks touching
     * the requested seats and whether an expired hold sits on one of them; null when the trip is not the session's.
     */
    async bookingContext(
      who: { userId: string; partnerId: string; routeIds: readonly string[] },
      tripId: string,
      seatIds: readonly string[],
      now: number,
    ): Promise<BookingContext | null> {
      const [row] = await runPrepared<BookingContextRow>(database, BOOKING_CONTEXT, {
        tripId,
        partnerId: who.partnerId,
        userId: who.userId,
        now,
        seatIds: JSON.stringify(seatIds),
        routeIds: JSON.stringify(who.routeIds),
      });
      if (!row) return null;
      const partner = fromJson<BookingContextRow['partner']>(row.partner);
      if (!partner) return null;
      const locks = fromJson<BookingContextRow['locks'] | null>(row.locks) ?? [];
      const wanted = new Set(seatIds);
      return {
        trip: toSaleTrip(row),
        pricing: toPricingContext(fromJson<BookingContextRow['stops'] | null>(row.stops) ?? [], fromJson<BookingContextRow['categories'] | null>(row.categories) ?? []),
        partner: { id: partner.id, name: partner.name, config: parsePartnerConfig(partner.config) },
        heldByOthers: seatIds.filter((id) => locks.some((l) => l.userId !== who.userId && l.seatIds.includes(id))),
        locked: locks.some((l) => l.seatIds.some((id) => wanted.has(id))),
        expiredHold: row.expired_hold === true,
        sellerCommissionPercent: Number(row.seller_commission ?? 0),
      };
    },

    /**
     * The booked count of each trip as a trip card shows it (the search's rule, `occupiesSeat`), with the database
     * clock of the read (`COUNTED_AT`), by which screens order counts. An unknown trip is left out.
     */
    async bookedSeatCounts(tripIds: readonly string[], now: number): Promise<Array<{ tripId: string; totalBookedSeat: number; countedAt: number }>> {
      if (tripIds.length === 0) return [];
      const rows = await database.rows<{ trip_id: TripColumns['id']; total_booked_seat: number; counted_at: number }>(sql`
        select t.id as trip_id, ${bookedCountOf('t', now)} as total_booked_seat, ${COUNTED_AT} as counted_at
        from trips t
        where t.id in ${inList(tripIds)}`);
      return rows.map((r) => ({ tripId: r.trip_id, totalBookedSeat: Number(r.total_booked_seat), countedAt: Number(r.counted_at) }));
    },

    /**
     * Which of these trips any of these partners is authorised to sell (the trip/{id} topics' rule), in one query:
     * a list of trip cards subscribes its trips' topics together.
     */
    async visibleOf(tripIds: readonly string[], partnerIds: readonly string[]): Promise<Set<string>> {
      if (tripIds.length === 0 || partnerIds.length === 0) return new Set();
      const rows = await database.rows<Pick<TripColumns, 'id'>>(sql`
        select distinct t.id from trips t join partner_routes pr on pr.route_id = t.route_id
        where t.id in ${inList(tripIds)} and pr.partner_id in ${inList(partnerIds)}`);
      return new Set(rows.map((r) => r.id));
    },

    /** The agencies, other than `partnerId`, that the trip's company authorised (approved) to sell its route. */
    async otherSellers(tripId: string, partnerId: string): Promise<string[]> {
      const rows = await database.rows<Pick<SqlRow<typeof partnerRoutes>, 'partner_id'>>(sql`
        select distinct pr.partner_id from trips t
        join routes r on r.id = t.route_id
        join partner_routes pr on pr.route_id = t.route_id
        join partner_companies pc on pc.partner_id = pr.partner_id and pc.company_id = r.company_id
        where t.id = ${tripId} and pc.approved_status = 'approved' and pr.partner_id <> ${partnerId}
        order by pr.partner_id`);
      return rows.map((r) => r.partner_id);
    },
  };
}

export type TripsRepository = ReturnType<typeof createTripsRepository>;
