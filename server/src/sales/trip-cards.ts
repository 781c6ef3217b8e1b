import { sql, type SQL } from 'drizzle-orm';
import type { TTripCard } from '@busdesk/api-contract';
import type { SqlRunner } from '../db/sql';
import type { LockedSeat, PartnerLock, SeatLayoutSeat } from '../db/schema/index';

/** One trip row with what a card (and, with `detail`, the opened trip) shows. */
export interface TripRow extends Record<string, unknown> {
  id: string;
  company_id: string;
  company_name: string;
  route_id: string;
  route_name: string;
  route_name_short: string | null;
  start_time: number;
  start_time_reality: number;
  start_date: number;
  total_seat: number;
  total_booked_seat: number;
  trip_status: number;
  number_plate: string | null;
  vehicle_id: string | null;
  vehicle_type: string | null;
  driver_ids: string[] | null;
  driver_names: string[] | null;
  point_of_route_ids: string | null;
  partner_locks: PartnerLock[] | string | null;
  choosable_seat: number;
  time_partner_holder: number;
  time_partner_lock_booking: number;
  time_partner_allow_cancel: number;
  is_partner_settled: boolean;
  price: number;
  is_not_using_av: boolean | null;
  seat_map?: SeatLayoutSeat[] | string | null;
  lock_seat?: LockedSeat[] | string | null;
}

const json = <T>(v: unknown): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : ((v as T | null) ?? null));

/**
 * Seats a ticket occupies for the counts: not cancelled, not released, and not a zero-paid hold whose
 * deadline passed (the sweeper may not have released it yet; 001 §4 hides it at once).
 */
export const occupiesSeat = (alias: string, now: number): SQL => {
  const a = sql.raw(alias);
  return sql`${a}.ticket_status <> 0 and ${a}.released_at is null
    and not (${a}.ticket_status = 2 and ${a}.paid_money = 0 and ${a}.over_time is not null and ${a}.over_time < ${now})`;
};

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
      (select count(*)::int from tickets k where k.trip_id = t.id and ${occupiesSeat('k', now)}) as total_booked_seat,
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
  const locks = json<PartnerLock[]>(r.partner_locks) ?? [];
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

export const tripSeatMap = (r: TripRow): SeatLayoutSeat[] => json<SeatLayoutSeat[]>(r.seat_map) ?? [];
export const tripLockedSeats = (r: TripRow): LockedSeat[] => json<LockedSeat[]>(r.lock_seat) ?? [];
