import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { SqlRow } from '../db/row-types';
import type { partnerCompanies, trips, tripPartnerSettlements } from '../db/schema/index';
import { notFound } from '../lib/http-error';
import { inList } from '../db/sql';
import type { SqlRunner } from '../db/sql';

/** Who is asking, reduced to what trip operations check: the agency and the routes the session may sell. */
export interface OpsScope {
  partnerId: string;
  userId: string;
  userName: string;
  routeIds: readonly string[];
}

/** A trip as trip operations see it, with the agency's own company-use flag and settlement row. */
export interface OpsTrip {
  id: string;
  companyId: string;
  routeId: string;
  startTime: number;
  startTimeReality: number;
  tripStatus: number;
  /** true when the agency marked the company 'not using the app' (000 §2.5). */
  isNotUsingAv: boolean;
  isPartnerSettled: boolean;
}

/**
 * The trip if it is on one of the session's authorised routes; any other trip is 404, like one that does not
 * exist, so a foreign agency learns nothing. `forUpdate` holds the trip row for the caller's transaction.
 */
export async function loadOpsTrip(runner: SqlRunner, scope: OpsScope, tripId: string, forUpdate = false): Promise<OpsTrip> {
  if (scope.routeIds.length === 0) throw notFound();
  const [row] = await runner.rows<
    Pick<SqlRow<typeof trips>, 'id' | 'company_id' | 'route_id' | 'start_time' | 'trip_status'> & {
      /** coalesce(start_time_reality, start_time). */
      start_time_reality: NonNullable<SqlRow<typeof trips>['start_time_reality']>;
      /** Left joins: no link to the company, no settlement row of the agency give null. */
      is_not_using_av: SqlRow<typeof partnerCompanies>['is_not_using_av'] | null;
      is_partner_settled: SqlRow<typeof tripPartnerSettlements>['is_partner_settled'] | null;
    }
  >(sql`
    select t.id, t.company_id, t.route_id, t.start_time, coalesce(t.start_time_reality, t.start_time) as start_time_reality,
      t.trip_status, pc.is_not_using_av, tps.is_partner_settled
    from trips t
    left join partner_companies pc on pc.partner_id = ${scope.partnerId} and pc.company_id = t.company_id
    left join trip_partner_settlements tps on tps.trip_id = t.id and tps.partner_id = ${scope.partnerId}
    where t.id = ${tripId} and t.route_id in ${inList(scope.routeIds)}
    ${forUpdate ? sql`for update of t` : sql``}`);
  if (!row) throw notFound();
  return {
    id: row.id,
    companyId: row.company_id,
    routeId: row.route_id,
    startTime: row.start_time,
    startTimeReality: row.start_time_reality,
    tripStatus: row.trip_status,
    isNotUsingAv: row.is_not_using_av ?? false,
    isPartnerSettled: row.is_partner_settled ?? false,
  };
}

/**
 * A company the session may look into: one that runs at least one of its authorised routes. Another company is
 * 404 (its drivers and vehicles are none of this agency's business).
 */
export async function assertCompanyInScope(database: Database, scope: OpsScope, companyId: string): Promise<void> {
  if (scope.routeIds.length === 0) throw notFound();
  const [row] = await database.rows<{ ok: number }>(sql`
    select 1 as ok from routes where company_id = ${companyId} and id in ${inList(scope.routeIds)} limit 1`);
  if (!row) throw notFound();
}
