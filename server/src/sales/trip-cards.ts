import { sql, type SQL } from 'drizzle-orm';
import type { TTripCard } from '@busdesk/api-contract';
import type { SqlRow } from '../db/row-types';
import type { companies, companyUsers, partnerCompanies, routes, trips, tripPartnerSettlements, vehicles } from '../db/schema/index';
import { fromJson, type SqlRunner } from '../db/sql';
import { expiredZeroPaidHold } from '../repositories/tickets-repository';

type TripColumns = SqlRow<typeof trips>;

/** One trip row with what a card (and, with `detail`, the opened trip) shows. */
export type TripRow = Pick<
  TripColumns,
  | 'id' | 'company_id' | 'route_id' | 'start_time' | 'start_date' | 'total_seat' | 'trip_status' | 'vehicle_id' | 'driver_ids'
  | 'partner_locks' | 'choosable_seat' | 'time_partner_holder' | 'time_partner_lock_booking' | 'time_partner_allow_cancel' | 'price'
> &
  // Selected only with `detail`.
  Partial<Pick<TripColumns, 'seat_map' | 'lock_seat'>> & {
    company_name: SqlRow<typeof companies>['name'];
    route_name: SqlRow<typeof routes>['name'];
    route_name_short: SqlRow<typeof routes>['name_short'];
    /** coalesce(start_time_reality, start_time). */
    start_time_reality: NonNullable<TripColumns['start_time_reality']>;
    /** count(*) of the seat-occupying tickets. */
    total_booked_seat: number;
    /** The database clock of the statement (epoch ms, fractional), which orders this count among live ones. */
    counted_at: number;
    /** Left joins: no vehicle, no link to the company, no settlement row give null. */
    number_plate: SqlRow<typeof vehicles>['number_plate'] | null;
    vehicle_type: SqlRow<typeof vehicles>['vehicle_type'] | null;
    is_not_using_av: SqlRow<typeof partnerCompanies>['is_not_using_av'] | null;
    /** coalesce(tps.is_partner_settled, false). */
    is_partner_settled: SqlRow<typeof tripPartnerSettlements>['is_partner_settled'];
    /** The drivers' names in driver_ids order (array(…): never null). */
    driver_names: Array<SqlRow<typeof companyUsers>['name']>;
    /** string_agg of the route's point ids in stop order; null for a route without stops. */
    point_of_route_ids: string | null;
  };

/**
 * Seats a ticket occupies for the counts: not cancelled, not released, and not a zero-paid hold whose
 * deadline passed (the sweeper may not have released it yet; 001 §4 hides it at once).
 */
export const occupiesSeat = (alias: string, now: number): SQL => {
  const a = sql.raw(alias);
  return sql`${a}.ticket_status <> 0 and ${a}.released_at is null and not ${expiredZeroPaidHold(alias, now)}`;
};

/**
 * The booked count of trip `tripAlias` as its card shows it (`occupiesSeat`): a count per trip, correlated on the
 * trip's id so that it reads only that trip's tickets through `tickets_trip_idx`. A join of many trips to tickets
 * grouped by trip let the planner hash the whole tickets table instead once the list of trips was long (the change
 * dispatcher counts every trip a batch of bookings touched): 100–300 ms a statement, growing with the table.
 */
export const bookedCountOf = (tripAlias: string, now: number): SQL =>
  sql`(select count(*)::int from tickets k where k.trip_id = ${sql.raw(tripAlias)}.id and ${occupiesSeat('k', now)})`;

/**
 * The database clock of the statement reading a booked count, epoch ms with a fraction: one clock for every server
 * instance, taken before the statement's snapshot, so a count read later has seen every commit an earlier one saw
 * (to the microsecond). Screens keep the count with the latest (ADR 0046).
 */
export const COUNTED_AT = sql`(extract(epoch from statement_timestamp()) * 1000)::float8`;

/**
 * Trips in the sales screen's shape for the session's partner: the company-use flag comes from that partner's
 * link to the company, isPartnerSettled from its own settlement row. `where` is written against `t` (trips)
 * and `r` (routes); `tail` carries the order and limit.
 */
export async function selectTripRows(
  database: SqlRunner,
  opts: { partnerId: string; where: SQL; tail: SQL; now: number; detail?: boolean },
): Promise<TripRow[]> {
  const { partnerId, where, tail, now } = opts;
  return database.rows<TripRow>(sql`
    select t.id, t.company_id, c.name as company_name, t.route_id, r.name as route_name, r.name_short as route_name_short,
      t.start_time, coalesce(t.start_time_reality, t.start_time) as start_time_reality, t.start_date, t.total_seat,
      ${bookedCountOf('t', now)} as total_booked_seat,
      ${COUNTED_AT} as counted_at,
      t.trip_status, v.number_plate, t.vehicle_id, v.vehicle_type, t.driver_ids,
      array(select cu.name from unnest(t.driver_ids) with ordinality d(id, n) join company_users cu on cu.id = d.id order by d.n) as driver_names,
      (select string_agg(rp.point_id, ',' order by rp."order") from route_points rp where rp.route_id = t.route_id) as point_of_route_ids,
      t.partner_locks, t.choosable_seat, t.time_partner_holder, t.time_partner_lock_booking, t.time_partner_allow_cancel,
      coalesce(tps.is_partner_settled, false) as is_partner_settled, t.price, pc.is_not_using_av
      ${opts.detail ? sql`, t.seat_map, t.lock_seat` : sql``}
    from trips t
    join routes r on r.id = t.route_id
    join companies c on c.id = t.company_id
    left join vehicles v on v.id = t.vehicle_id
    left join partner_companies pc on pc.partner_id = ${partnerId} and pc.company_id = t.company_id
    left join trip_partner_settlements tps on tps.trip_id = t.id and tps.partner_id = ${partnerId}
    where ${where}
    ${tail}`);
}

/** A card; partnerLocks keeps only the session partner's own entry (other agencies' locks are theirs). */
export function toTripCard(r: TripRow, partnerId: string): TTripCard {
  const locks = fromJson<TripColumns['partner_locks'] | null>(r.partner_locks) ?? [];
  return {
    tripId: r.id,
    companyId: r.company_id,
    companyName: r.company_name,
    routeId: r.route_id,
    routeName: r.route_name,
    startTime: r.start_time,
    startTimeReality: r.start_time_reality,
    startDate: r.start_date,
    totalSeat: r.total_seat,
    totalBookedSeat: r.total_booked_seat,
    tripStatus: r.trip_status,
    numberPlate: r.number_plate,
    vehicleId: r.vehicle_id,
    vehicleType: r.vehicle_type,
    driverIds: r.driver_ids ?? [],
    driverNames: r.driver_names ?? [],
    pointOfRouteIds: r.point_of_route_ids ?? '',
    partnerLocks: locks.filter((l) => l.partnerId === partnerId).map((l) => ({ partnerId: l.partnerId, lockType: l.lockType })),
    choosableSeat: r.choosable_seat,
    timePartnerHolder: r.time_partner_holder,
    timePartnerLockBooking: r.time_partner_lock_booking,
    timePartnerAllowCancel: r.time_partner_allow_cancel,
    isPartnerSettled: r.is_partner_settled,
    price: r.price,
    isNotUsingAv: r.is_not_using_av ?? false,
  };
}

export const tripSeatMap = (r: TripRow): TripColumns['seat_map'] => fromJson<TripColumns['seat_map'] | null | undefined>(r.seat_map) ?? [];
export const tripLockedSeats = (r: TripRow): TripColumns['lock_seat'] => fromJson<TripColumns['lock_seat'] | null | undefined>(r.lock_seat) ?? [];
