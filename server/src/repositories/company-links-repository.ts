import { sql } from 'drizzle-orm';
import type { SqlRow } from '../db/row-types';
import type { companies, partnerCompanies, partnerRoutes } from '../db/schema/index';
import { inList, textArray, txRunner, type SqlRunner, type Tx } from '../db/sql';

export interface CompanyAuthorisation {
  partnerId: string;
  companyId: string;
  /** The company's routes it lets the agency sell (ids of another company's routes are ignored). */
  routeIds: readonly string[];
}

/** Partner–company links and the routes they bring (partner_companies, partner_routes). */
export function createCompanyLinksRepository() {
  return {
    /**
     * Records a company's authorisation of an agency. A new link starts approved when the agency
     * approves routes automatically (isAutoApproveRoutes), else pending; an existing link keeps the operator's
     * decision, except that a pending one is approved by the setting. With the setting on, the routes are also
     * given to the agency's ADMIN users, so they sell them at once (ADR 0055). Answers the link's status after, or
     * null when the agency does not exist. Runs in the caller's transaction, which records the change with it.
     */
    async authorise(tx: Tx, input: CompanyAuthorisation): Promise<{ approvedStatus: string; routeIds: string[] } | null> {
      const run = txRunner(tx);
      const [partner] = await run.rows<{ is_auto_approve_routes: boolean }>(
        sql`select is_auto_approve_routes from partners where id = ${input.partnerId} for update`,
      );
      if (!partner) return null;
      const auto = partner.is_auto_approve_routes;
      const routes = await run.rows<Pick<SqlRow<typeof partnerRoutes>, 'route_id'>>(
        sql`select id as route_id from routes where company_id = ${input.companyId} and id in ${inList([...input.routeIds])} order by id`,
      );
      const routeIds = routes.map((r) => r.route_id);
      const [link] = await run.rows<Pick<SqlRow<typeof partnerCompanies>, 'approved_status'>>(sql`
        insert into partner_companies (id, partner_id, company_id, approved_status)
        values (${`pc-${input.partnerId}-${input.companyId}`}, ${input.partnerId}, ${input.companyId}, ${auto ? 'approved' : 'pending'})
        on conflict (partner_id, company_id) do update
          set approved_status = case when ${auto} and partner_companies.approved_status = 'pending' then 'approved'
                                     else partner_companies.approved_status end
        returning approved_status`);
      const approvedStatus = link?.approved_status ?? 'pending';
      if (routeIds.length > 0) {
        await run.rows(sql`
          insert into partner_routes (partner_id, route_id)
          select ${input.partnerId}, unnest(${textArray(routeIds)}) on conflict do nothing`);
        // A rejected company stays rejected: its routes are not handed out either.
        if (auto && approvedStatus === 'approved') {
          await run.rows(sql`
            update partner_users set route_ids = array(select distinct unnest(route_ids || ${textArray(routeIds)}) order by 1)
            where partner_id = ${input.partnerId} and role = 'ADMIN'`);
        }
      }
      return { approvedStatus, routeIds };
    },
  };
}
export type CompanyLinksRepository = ReturnType<typeof createCompanyLinksRepository>;

/** The network's companies with their active routes, by name (what the company simulator offers to play). */
export async function companiesWithRoutes(runner: SqlRunner): Promise<Array<{ companyId: string; companyName: string; routes: Array<{ id: string; name: string }> }>> {
  const rows = await runner.rows<Pick<SqlRow<typeof companies>, 'id' | 'name'> & { route_id: string | null; route_name: string | null }>(sql`
    select c.id, c.name, r.id as route_id, r.name as route_name
    from companies c left join routes r on r.company_id = c.id and r.is_active
    order by c.name, c.id, r.name, r.id`);
  const byCompany = new Map<string, { companyId: string; companyName: string; routes: Array<{ id: string; name: string }> }>();
  for (const r of rows) {
    const company = byCompany.get(r.id) ?? { companyId: r.id, companyName: r.name, routes: [] };
    byCompany.set(r.id, company);
    if (r.route_id && r.route_name) company.routes.push({ id: r.route_id, name: r.route_name });
  }
  return [...byCompany.values()];
}

/** Which of these route ids are not the company's own (absent ones included). */
export async function routesNotOf(runner: SqlRunner, companyId: string, routeIds: readonly string[]): Promise<string[]> {
  const own = await runner.rows<{ id: string }>(sql`select id from routes where company_id = ${companyId} and id in ${inList(routeIds)}`);
  const ownIds = new Set(own.map((r) => r.id));
  return [...new Set(routeIds)].filter((id) => !ownIds.has(id));
}
