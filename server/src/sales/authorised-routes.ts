import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { SessionContext } from '../repositories/sessions-repository';

/**
 * The routes a session may sell on (001 §1: "Only routes the agency is authorised for appear anywhere"): the
 * routes the company authorised for the session's partner (partner_routes, approved link) that are also in the
 * user's own routeIds. Every sales query filters by this list; an empty list means the user sees the
 * 'Đại lý chưa được ủy quyền bán vé…' message and every sales call answers with nothing.
 */
export async function authorisedRouteIds(database: Database, session: SessionContext): Promise<string[]> {
  if (session.routeIds.length === 0) return [];
  const rows = await database.rows<{ route_id: string }>(sql`
    select pr.route_id from partner_routes pr
    join routes r on r.id = pr.route_id
    join partner_companies pc on pc.partner_id = pr.partner_id and pc.company_id = r.company_id
    where pr.partner_id = ${session.partnerId}
      and pc.approved_status = 'approved'
      and r.is_active
      and pr.route_id in (${sql.join(
        session.routeIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    order by pr.route_id`);
  return rows.map((r) => r.route_id);
}

/** `in (…)` over a list that may be empty (an empty list matches nothing instead of being a syntax error). */
export function inList(ids: readonly string[]) {
  if (ids.length === 0) return sql`(null)`;
  return sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}
