import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TReportSaleResponse, TSettlementTrip, TTripSaleReportResponse, ZSettlementTripsRequest } from '@busdesk/api-contract';
import type { Database } from '../db/database';
import type { SqlRow } from '../db/row-types';
import type { companies, companyUsers, routes, trips, tripPartnerSettlements, vehicles } from '../db/schema/index';
import { notFound } from '../lib/http-error';
import { inList } from '../db/sql';
import { saleTotalsByTrip } from './sale-totals';
import type { OpsScope } from './trip-scope';

type SettlementTripRow = Pick<SqlRow<typeof trips>, 'id' | 'start_date' | 'company_id'> & {
  /** coalesce(start_time_reality, start_time). */
  start_time_reality: NonNullable<SqlRow<typeof trips>['start_time_reality']>;
  route_name: SqlRow<typeof routes>['name'];
  company_name: SqlRow<typeof companies>['name'];
  /** string_agg of the stops' names in order; null for a route without stops. */
  point_of_route_names: string | null;
  /** Left joins: no vehicle, no settlement row of the agency give null. */
  number_plate: SqlRow<typeof vehicles>['number_plate'] | null;
  is_partner_settled: SqlRow<typeof tripPartnerSettlements>['is_partner_settled'] | null;
  /** array(…) of the drivers' names: never null. */
  driver_names: Array<SqlRow<typeof companyUsers>['name']>;
};

/** Trips on the session's authorised routes in the settlement row shape; `where` is written against t, v and tps. */
async function selectSettlementTrips(database: Database, scope: OpsScope, where: SQL, tail: SQL = sql``): Promise<TSettlementTrip[]> {
  if (scope.routeIds.length === 0) return [];
  const rows = await database.rows<SettlementTripRow>(sql`
    select t.id, coalesce(t.start_time_reality, t.start_time) as start_time_reality, t.start_date, r.name as route_name,
      t.company_id, c.name as company_name,
      (select string_agg(p.name, ' - ' order by rp."order") from route_points rp join points p on p.id = rp.point_id where rp.route_id = t.route_id) as point_of_route_names,
      v.number_plate,
      array(select cu.name from unnest(t.driver_ids) with ordinality d(id, n) join company_users cu on cu.id = d.id order by d.n) as driver_names,
      tps.is_partner_settled
    from trips t
    join routes r on r.id = t.route_id
    join companies c on c.id = t.company_id
    left join vehicles v on v.id = t.vehicle_id
    left join trip_partner_settlements tps on tps.trip_id = t.id and tps.partner_id = ${scope.partnerId}
    where t.route_id in ${inList(scope.routeIds)} and ${where}
    ${tail}`);
  return rows.map((r) => ({
    tripId: r.id,
    startTimeReality: r.start_time_reality,
    date: r.start_date,
    routeName: r.route_name,
    companyId: r.company_id,
    companyName: r.company_name,
    pointOfRouteNames: r.point_of_route_names ?? '',
    numberPlate: r.number_plate,
    driverNames: r.driver_names ?? [],
    isPartnerSettled: r.is_partner_settled ?? false,
  }));
}

const SETTLED = sql`coalesce(tps.is_partner_settled, false)`;

/** The report's trip list (001 §2.2): only trips the agency settled, of one day and company, optionally routes and plate. */
export function listSettlementTrips(database: Database, scope: OpsScope, input: z.output<typeof ZSettlementTripsRequest>): Promise<TSettlementTrip[]> {
  const routes = input.routeIds.length ? sql`and t.route_id in ${inList(input.routeIds)}` : sql``;
  const plate = input.numberPlate ? sql`and upper(v.number_plate) = upper(${input.numberPlate})` : sql``;
  return selectSettlementTrips(
    database,
    scope,
    sql`${SETTLED} and t.start_date = ${input.date} and t.company_id = ${input.companyId} ${routes} ${plate}`,
    sql`order by t.start_time, t.id limit ${input.count} offset ${input.page * input.count}`,
  );
}

/** Totals keyed by tripId for the trips among `tripIds` that the agency settled and may see; others are absent. */
export async function reportSale(database: Database, scope: OpsScope, tripIds: readonly string[]): Promise<TReportSaleResponse> {
  const ids = [...new Set(tripIds)];
  if (!ids.length) return {};
  const visible = await selectSettlementTrips(database, scope, sql`${SETTLED} and t.id in ${inList(ids)}`);
  const totals = await saleTotalsByTrip(database, scope.partnerId, visible.map((t) => t.tripId));
  return Object.fromEntries(totals);
}

/**
 * One trip's settlement sheet (000 §2.4). Answered for any trip on the agency's routes, settled or not: before
 * settling, it is what the settlement would record; only the report's list is limited to settled trips.
 */
export async function tripSaleReport(database: Database, scope: OpsScope, tripId: string): Promise<TTripSaleReportResponse> {
  const [trip] = await selectSettlementTrips(database, scope, sql`t.id = ${tripId}`);
  if (!trip) throw notFound();
  const totals = await saleTotalsByTrip(database, scope.partnerId, [trip.tripId]);
  return { trip, totals: totals.get(trip.tripId)! };
}
