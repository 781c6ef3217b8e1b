import { sql } from 'drizzle-orm';
import type { SqlRow } from '../db/row-types';
import type { partnerRoutes } from '../db/schema/index';
import { inList, type SqlRunner } from '../db/sql';
import type { SessionContext } from '../repositories/sessions-repository';

/**
 * The routes a session may sell on (001 §1: "Only routes the agency is authorised for appear anywhere"): the
 * routes the company authorised for the session's partner (partner_routes, approved link) that are also in the
 * user's own routeIds. Every sales query filters by this list; an empty list means the user sees the
 * 'Đại lý chưa được ủy quyền bán vé…' message and every sales call answers with nothing.
 */
export async function authorisedRouteIds(database: SqlRunner, session: Pick<SessionContext, 'partnerId' | 'routeIds'>): Promise<string[]> {
  if (session.routeIds.length === 0) return [];
  const rows = await database.rows<Pick<SqlRow<typeof partnerRoutes>, 'route_id'>>(sql`
    select pr.route_id from partner_routes pr
    join routes r on r.id = pr.route_id
    join partner_companies pc on pc.partner_id = pr.partner_id and pc.company_id = r.company_id
    where pr.partner_id = ${session.partnerId}
      and pc.approved_status = 'approved'
      and r.is_active
      and pr.route_id in ${inList(session.routeIds)}
    order by pr.route_id`);
  return rows.map((r) => r.route_id);
}
