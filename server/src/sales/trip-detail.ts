import { sql } from 'drizzle-orm';
import type { TOccupiedSeat, TTicket, TTripDetail, TTripPoint } from '@busdesk/api-contract';
import type { Database } from '../db/database';
import type { TransshipmentRef } from '../db/schema/index';
import { releaseExpiredHolds } from '../db/hold-sweeper';
import { notFound } from '../lib/http-error';
import { inList } from './authorised-routes';
import { ACTIVE_TICKET, selectTickets } from './ticket-rows';
import { selectTripRows, toTripCard, tripLockedSeats, tripSeatMap } from './trip-cards';

/** The opened trip (001 §2.1 'Trip detail') for one partner. */

export interface TripScope {
  partnerId: string;
  /** The session's authorised routes: a trip on any other route is answered as not found. */
  routeIds: readonly string[];
  now: number;
}

export async function loadTripDetail(database: Database, scope: TripScope, tripId: string): Promise<TTripDetail> {
  if (scope.routeIds.length === 0) throw notFound();
  const [row] = await selectTripRows(database, {
    partnerId: scope.partnerId,
    now: scope.now,
    where: sql`t.id = ${tripId} and t.route_id in ${inList(scope.routeIds)}`,
    tail: sql``,
    detail: true,
  });
  if (!row) throw notFound();
  return {
    ...toTripCard(row, scope.partnerId),
    seatMap: tripSeatMap(row).map((s) => ({ seatId: s.seatId, seatType: s.seatType, floor: s.floor, row: s.row, column: s.column })),
    lockSeat: tripLockedSeats(row).map((l) => (l.note ? { seatId: l.seatId, note: l.note } : { seatId: l.seatId })),
    routeNameShort: row.route_name_short,
  };
}

/** The route's stops in order, with the planned time at each (trip start + minutes from start). */
export async function loadTripPoints(database: Database, trip: { routeId: string; startTime: number }): Promise<TTripPoint[]> {
  const rows = await database.rows<{
    point_id: string;
    name: string;
    address: string | null;
    order: number;
    minutes_from_start: number;
    price_from_start: number;
    list_transshipment_point: TransshipmentRef[] | string | null;
  }>(sql`
    select rp.point_id, p.name, p.address, rp."order", rp.minutes_from_start, rp.price_from_start, rp.list_transshipment_point
    from route_points rp join points p on p.id = rp.point_id
    where rp.route_id = ${trip.routeId}
    order by rp."order"`);
  return rows.map((r) => {
    const list = typeof r.list_transshipment_point === 'string' ? (JSON.parse(r.list_transshipment_point) as TransshipmentRef[]) : (r.list_transshipment_point ?? []);
    return {
      pointId: r.point_id,
      name: r.name,
      address: r.address,
      order: r.order,
      timePlan: trip.startTime + r.minutes_from_start * 60_000,
      priceFromStart: r.price_from_start,
      listTransshipmentPoint: list.map((x) => ({ id: x.id, name: x.name, transshipmentPrice: x.transshipmentPrice })),
    };
  });
}

/**
 * Who occupies which seat: the partner's own active tickets in full, every other active ticket (another
 * agency's, a child agency's, the company's own sale) as seat and status only — never passenger data.
 * Expired zero-paid holds are released first, so they are gone from both lists.
 */
export async function loadTripOccupancy(database: Database, scope: TripScope, tripId: string): Promise<{ tickets: TTicket[]; otherSeats: TOccupiedSeat[] }> {
  await releaseExpiredHolds(database, scope.now, tripId);
  const tickets = await selectTickets(database, sql`t.trip_id = ${tripId} and ${ACTIVE_TICKET} and t.partner_id = ${scope.partnerId}`);
  const others = await database.rows<{ seat_id: string; ticket_status: number }>(sql`
    select t.seat_id, t.ticket_status from tickets t
    where t.trip_id = ${tripId} and ${ACTIVE_TICKET} and t.partner_id is distinct from ${scope.partnerId}
    order by t.seat_id`);
  return { tickets, otherSeats: others.map((o) => ({ seatId: o.seat_id, ticketStatus: o.ticket_status })) };
}

/** 404 unless the trip is on one of the scope's routes. */
export async function assertTripInScope(database: Database, scope: TripScope, tripId: string): Promise<void> {
  if (scope.routeIds.length === 0) throw notFound();
  const rows = await database.rows<{ ok: number }>(sql`select 1 as ok from trips t where t.id = ${tripId} and t.route_id in ${inList(scope.routeIds)}`);
  if (rows.length === 0) throw notFound();
}
