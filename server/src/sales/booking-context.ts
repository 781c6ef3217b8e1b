import { sql } from 'drizzle-orm';
import { parsePartnerConfig } from '@busdesk/api-contract';
import type { Database } from '../db/database';
import { notFound } from '../lib/http-error';
import { prepareQuery, runPrepared } from '../lib/prepared-query';
import { SALE_TRIP_COLUMNS, toSaleTrip, type SaleTrip, type SaleTripRow, type SalePartner } from './booking-rules';
import { CATEGORIES_JSON, STOPS_JSON, toPricingContext, type PricingContext } from './pricing';

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

/** Text lists travel as one JSON parameter: the same statement text whatever their length, on both drivers. */
const textList = (name: string) => sql`array(select json_array_elements_text(${sql.placeholder(name)}::json))`;

const BOOKING_CONTEXT = prepareQuery(
  'booking_context',
  sql`
    select ${SALE_TRIP_COLUMNS}, ${STOPS_JSON} as stops, ${CATEGORIES_JSON} as categories,
      (select json_build_object('id', pa.id, 'name', pa.name, 'config', pa.config) from partners pa where pa.id = ${sql.placeholder('partnerId')}) as partner,
      (select pu.commission from partner_users pu where pu.id = ${sql.placeholder('userId')}) as seller_commission,
      (select coalesce(json_agg(json_build_object('userId', sl.user_id, 'seatIds', sl.list_seat_id)), '[]'::json)
        from seat_locks sl where sl.trip_id = tr.id and sl.expires_at > ${sql.placeholder('now')} and sl.list_seat_id && ${textList('seatIds')}) as locks,
      exists (select 1 from tickets t where t.trip_id = tr.id and t.seat_id = any(${textList('seatIds')})
        and t.ticket_status = 2 and t.released_at is null and t.paid_money = 0 and t.over_time is not null and t.over_time < ${sql.placeholder('now')}) as expired_hold
    from trips tr join routes r on r.id = tr.route_id left join vehicles v on v.id = tr.vehicle_id
    where tr.id = ${sql.placeholder('tripId')} and tr.route_id = any(${textList('routeIds')}) and r.is_active
      and exists (select 1 from partner_routes pr
        join partner_companies pc on pc.partner_id = pr.partner_id and pc.company_id = r.company_id
        where pr.partner_id = ${sql.placeholder('partnerId')} and pr.route_id = tr.route_id and pc.approved_status = 'approved')`,
);

/**
 * The trip (only on a route the session may sell), its pricing, the selling partner, the seat locks touching the
 * requested seats and whether an expired hold sits on one of them. The route condition is authorisedRouteIds'
 * rule (authorised-routes.ts) written as a filter on this one trip: the user's own routes, authorised for the
 * partner by the trip's company (approved link), route active. The expired-hold test is hold-sweeper.ts's
 * release condition.
 */
export async function loadBookingContext(
  database: Database,
  who: { userId: string; partnerId: string; routeIds: readonly string[] },
  tripId: string,
  seatIds: readonly string[],
  now: number,
): Promise<BookingContext> {
  const [row] = await runPrepared<
    SaleTripRow & { stops: unknown; categories: unknown; partner: unknown; locks: unknown; expired_hold: boolean; seller_commission: number | string | null }
  >(
    database,
    BOOKING_CONTEXT,
    { tripId, partnerId: who.partnerId, userId: who.userId, now, seatIds: JSON.stringify(seatIds), routeIds: JSON.stringify(who.routeIds) },
  );
  if (!row) throw notFound();
  const partner = parsed<{ id: string; name: string; config: string } | null>(row.partner);
  if (!partner) throw notFound();
  const locks = parsed<Array<{ userId: string; seatIds: string[] }>>(row.locks) ?? [];
  const wanted = new Set(seatIds);
  return {
    trip: toSaleTrip(row),
    pricing: toPricingContext(parsed(row.stops) ?? [], parsed(row.categories) ?? []),
    partner: { id: partner.id, name: partner.name, config: parsePartnerConfig(partner.config) },
    heldByOthers: seatIds.filter((id) => locks.some((l) => l.userId !== who.userId && l.seatIds.includes(id))),
    locked: locks.some((l) => l.seatIds.some((id) => wanted.has(id))),
    expiredHold: row.expired_hold === true,
    // int8 arrives as a string from node-postgres' raw query path.
    sellerCommissionPercent: Number(row.seller_commission ?? 0),
  };
}

const parsed = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
