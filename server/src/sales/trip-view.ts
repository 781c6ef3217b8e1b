import { sql } from 'drizzle-orm';
import type { TOccupiedSeat, TTicket, TTripDetail, TTripPoint, TViewTripResponse } from '@busdesk/api-contract';
import { fromJson, inList, type SqlRunner } from '../db/sql';
import { notFound } from '../lib/http-error';
import type { SessionContext } from '../repositories/sessions-repository';
import { ACTIVE_TICKET } from '../repositories/tickets-repository';
import { authorisedRouteIds } from './authorised-routes';
import type { RouteStopRow } from './pricing';
import type { SalesDeps } from './sales-deps';
import { selectTripRows, toTripCard, tripLockedSeats, tripSeatMap } from './trip-cards';

/** The opened trip (001 §2.1 'Trip detail') for one partner. */
export interface TripScope {
  partnerId: string;
  /** The session's authorised routes: a trip on any other route is answered as not found. */
  routeIds: readonly string[];
  now: number;
}

async function loadTripDetail(database: SqlRunner, scope: TripScope, tripId: string): Promise<TTripDetail> {
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
async function loadTripPoints(database: SqlRunner, trip: { routeId: string; startTime: number }): Promise<TTripPoint[]> {
  const rows = await database.rows<RouteStopRow>(sql`
    select rp.point_id, p.name, p.address, rp."order", rp.minutes_from_start, rp.price_from_start, rp.list_transshipment_point
    from route_points rp join points p on p.id = rp.point_id
    where rp.route_id = ${trip.routeId}
    order by rp."order"`);
  return rows.map((r) => {
    const list = fromJson<RouteStopRow['list_transshipment_point'] | null>(r.list_transshipment_point) ?? [];
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
 * Who occupies which seat: the partner's own active tickets in full, every other active ticket (another agency's, a
 * child agency's, the company's own sale) as seat and status only — never passenger data. Expired zero-paid holds
 * are released first, so they are gone from both lists.
 */
async function loadTripOccupancy(deps: SalesDeps, scope: TripScope, tripId: string): Promise<{ tickets: TTicket[]; otherSeats: TOccupiedSeat[] }> {
  await deps.tickets.releaseExpiredHolds(scope.now, tripId);
  const tickets = await deps.tickets.select(sql`t.trip_id = ${tripId} and ${ACTIVE_TICKET} and t.partner_id = ${scope.partnerId}`);
  return { tickets, otherSeats: await deps.tickets.otherSeats(tripId, scope.partnerId) };
}

/** The opened trip and its tickets (001 §2.1), on the clock of the seat locks (`now`, the answer's serverTime). */
export function createTripView(deps: SalesDeps & { now(): number }) {
  const scopeOf = async (session: SessionContext): Promise<TripScope> => ({
    partnerId: session.partnerId,
    routeIds: await authorisedRouteIds(deps.database, session),
    now: deps.now(),
  });
  return {
    async view(session: SessionContext, tripId: string): Promise<TViewTripResponse> {
      const scope = await scopeOf(session);
      const trip = await loadTripDetail(deps.database, scope, tripId);
      const points = await loadTripPoints(deps.database, trip);
      const occupancy = await loadTripOccupancy(deps, scope, trip.tripId);
      const seatLocks = await deps.seatLocks.active(trip.tripId, scope.now);
      return { trip, points, ...occupancy, seatLocks, serverTime: scope.now };
    },
    async tickets(session: SessionContext, tripId: string) {
      const scope = await scopeOf(session);
      if (!(await deps.trips.inRoutes(tripId, scope.routeIds))) throw notFound();
      return loadTripOccupancy(deps, scope, tripId);
    },
  };
}

export type TripView = ReturnType<typeof createTripView>;
