import { sql, type SQL } from 'drizzle-orm';
import { MSG, type TSearchTripsResponse, type ZSearchTripsRequest } from '@busdesk/api-contract';
import type { z } from 'zod';
import type { Database } from '../db/database';
import { badRequest } from '../lib/http-error';
import { inList } from '../db/sql';
import { selectTripRows, toTripCard } from './trip-cards';

type SearchTripsInput = z.output<typeof ZSearchTripsRequest>;

/**
 * The page cursor: base64url of the JSON pair [startTime, tripId] of the last trip sent. The list is ordered
 * by (start_time, id), so the next page is the rows after that pair — stable while trips are added or booked,
 * unlike an offset, and it uses the (route_id, start_date, start_time) index.
 */
export function encodePageToken(startTime: number, tripId: string): string {
  return Buffer.from(JSON.stringify([startTime, tripId]), 'utf8').toString('base64url');
}

export function decodePageToken(token: string): { startTime: number; tripId: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(MSG.server.invalidField('nextPageToken'));
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    typeof parsed[0] !== 'number' ||
    !Number.isSafeInteger(parsed[0]) ||
    typeof parsed[1] !== 'string' ||
    parsed[1].length === 0 ||
    parsed[1].length > 100 ||
    parsed[1].includes('\u0000')
  ) {
    throw badRequest(MSG.server.invalidField('nextPageToken'));
  }
  return { startTime: parsed[0], tripId: parsed[1] };
}

/**
 * The route stops at a point (or a province) with another stop after it (pick-up) or before it (drop-off);
 * with both, the pick-up comes first. `match` picks the stop by point id or by the point's province.
 */
function stopsFilter(up: SQL | null, down: SQL | null): SQL | null {
  if (up && down) {
    return sql`exists (select 1 from route_points a join points pa on pa.id = a.point_id
      join route_points b on b.route_id = a.route_id and b."order" > a."order" join points pb on pb.id = b.point_id
      where a.route_id = t.route_id and ${up} and ${down})`;
  }
  if (up) {
    return sql`exists (select 1 from route_points a join points pa on pa.id = a.point_id
      where a.route_id = t.route_id and ${up}
        and exists (select 1 from route_points b where b.route_id = a.route_id and b."order" > a."order"))`;
  }
  if (down) {
    return sql`exists (select 1 from route_points b join points pb on pb.id = b.point_id
      where b.route_id = t.route_id and ${down}
        and exists (select 1 from route_points a where a.route_id = b.route_id and a."order" < b."order"))`;
  }
  return null;
}

/** 001 §5: a search needs a point, a province, a company or a route. */
export function hasSearchCriteria(input: SearchTripsInput): boolean {
  return Boolean(input.startPoint || input.endPoint || input.provinceUp || input.provinceDown || input.companyIds.length || input.routeIds.length);
}

/**
 * One business day's trips on the authorised routes, filtered as the screen asks, 40 (count) a page.
 * Every filter that is present applies, whatever `type` says: the screen never sends points and provinces
 * together, and applying both can only narrow the list to trips that match what the user sees chosen.
 */
export async function searchTrips(
  database: Database,
  ctx: { partnerId: string; routeIds: readonly string[]; now: number },
  input: SearchTripsInput,
): Promise<TSearchTripsResponse> {
  if (!hasSearchCriteria(input)) throw badRequest(MSG.sales.searchCriteriaRequired);
  const routeIds = input.routeIds.length ? ctx.routeIds.filter((id) => input.routeIds.includes(id)) : ctx.routeIds;
  if (routeIds.length === 0) return { trips: [], nextPageToken: null };

  const conditions: SQL[] = [sql`t.start_date = ${input.date}`, sql`t.route_id in ${inList(routeIds)}`];
  if (input.companyIds.length) conditions.push(sql`t.company_id in ${inList(input.companyIds)}`);
  const byPoints = stopsFilter(input.startPoint ? sql`pa.id = ${input.startPoint}` : null, input.endPoint ? sql`pb.id = ${input.endPoint}` : null);
  if (byPoints) conditions.push(byPoints);
  const byProvinces = stopsFilter(
    input.provinceUp ? sql`pa.province_id = ${input.provinceUp}` : null,
    input.provinceDown ? sql`pb.province_id = ${input.provinceDown}` : null,
  );
  if (byProvinces) conditions.push(byProvinces);
  if (input.companyUse === 'using') conditions.push(sql`coalesce(pc.is_not_using_av, false) = false`);
  if (input.companyUse === 'notUsing') conditions.push(sql`pc.is_not_using_av = true`);
  // The departed rule of 001 §2.1 (isTripDeparted): status 2 or more, or the departure time has passed.
  if (input.hideTripOvertime) conditions.push(sql`t.trip_status < 2 and coalesce(t.start_time_reality, t.start_time) >= ${ctx.now}`);
  if (input.showTripHasDriversAndVehicle) conditions.push(sql`t.vehicle_id is not null and cardinality(t.driver_ids) > 0`);
  if (input.nextPageToken) {
    const after = decodePageToken(input.nextPageToken);
    conditions.push(sql`(t.start_time, t.id) > (${after.startTime}, ${after.tripId})`);
  }

  const rows = await selectTripRows(database, {
    partnerId: ctx.partnerId,
    now: ctx.now,
    where: sql.join(conditions, sql` and `),
    // One extra row tells whether another page exists without counting the whole day.
    tail: sql`order by t.start_time, t.id limit ${input.count + 1}`,
  });
  const page = rows.slice(0, input.count);
  const last = page[page.length - 1];
  return {
    trips: page.map((r) => toTripCard(r, ctx.partnerId)),
    nextPageToken: rows.length > input.count && last ? encodePageToken(last.start_time, last.id) : null,
    ...(rows[0] ? { countedAt: Number(rows[0].counted_at) } : {}),
  };
}
