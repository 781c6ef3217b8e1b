import { sql } from 'drizzle-orm';
import type { TApprovedStatus, TPartnerCompany, TSubPartner } from '@busdesk/api-contract';
import type { Database } from '../db/database';
import type { SqlRow } from '../db/row-types';
import type { companies, partnerCompanies, partners, popularRoutes } from '../db/schema/index';
import { inList, textArray, txRunner, type SqlRunner, type Tx } from '../db/sql';

type LinkRow = Pick<SqlRow<typeof partnerCompanies>, 'id' | 'company_id' | 'partner_id' | 'approved_status' | 'is_not_using_av' | 'debt_limit' | 'current_debt'> & {
  company_name: SqlRow<typeof companies>['name'];
  company_phone: SqlRow<typeof companies>['phone'];
};

const LINK_COLUMNS = sql`pc.id, pc.company_id, pc.partner_id, pc.approved_status, pc.is_not_using_av, pc.debt_limit, pc.current_debt,
  c.name as company_name, c.phone as company_phone`;

const toPartnerCompany = (r: LinkRow): TPartnerCompany => ({
  id: r.id,
  companyId: r.company_id,
  partnerId: r.partner_id,
  approvedStatus: r.approved_status as TApprovedStatus,
  company: { companyName: r.company_name, isNotUsingAv: r.is_not_using_av, companyPhoneNumber: r.company_phone },
  debtLimit: Number(r.debt_limit),
  currentDebt: Number(r.current_debt),
});

/** One entry of an update: the fields left undefined keep their value. */
export interface PartnerCompanyPatch {
  companyId: string;
  approvedStatus?: TApprovedStatus | undefined;
  isNotUsingAv?: boolean | undefined;
}

/**
 * The agency's company links (000 §2.5: approval and usage), its popular routes (§2.6) and its child partners.
 * Every query is bound to one partner id, the session's: another agency's rows are never read or written.
 */
export function createPartnerCompaniesRepository(database: Database) {
  const linksOf = (runner: SqlRunner, partnerId: string, where = sql``) =>
    runner.rows<LinkRow>(sql`
      select ${LINK_COLUMNS}
      from partner_companies pc join companies c on c.id = pc.company_id
      where pc.partner_id = ${partnerId} ${where}
      order by pc.id`);

  return {
    /** The partner's links sorted by id ascending (000 §2.5), optionally by approval and usage. */
    async links(partnerId: string, filter: { approvedStatus?: TApprovedStatus | null | undefined; isNotUsingAv?: boolean | null | undefined }): Promise<TPartnerCompany[]> {
      const approved = filter.approvedStatus ? sql` and pc.approved_status = ${filter.approvedStatus}` : sql``;
      const usage = typeof filter.isNotUsingAv === 'boolean' ? sql` and pc.is_not_using_av = ${filter.isNotUsingAv}` : sql``;
      return (await linksOf(database, partnerId, sql`${approved}${usage}`)).map(toPartnerCompany);
    },

    /**
     * Applies the patches to the partner's own links inside `tx` (all or none) and answers the links as they now
     * stand; null when one company has no link with the partner (another agency's, or none at all).
     */
    async update(tx: Tx, partnerId: string, patches: readonly PartnerCompanyPatch[]): Promise<TPartnerCompany[] | null> {
      const runner = txRunner(tx);
      const companyIds = [...new Set(patches.map((p) => p.companyId))];
      const locked = await runner.rows<Pick<SqlRow<typeof partnerCompanies>, 'company_id' | 'approved_status'>>(sql`
        select company_id, approved_status from partner_companies where partner_id = ${partnerId} and company_id in ${inList(companyIds)} for update`);
      if (locked.length !== companyIds.length) return null;
      for (const patch of patches) {
        await runner.rows(sql`
          update partner_companies set
            approved_status = coalesce(${patch.approvedStatus ?? null}::text, approved_status),
            is_not_using_av = coalesce(${patch.isNotUsingAv ?? null}::boolean, is_not_using_av)
          where partner_id = ${partnerId} and company_id = ${patch.companyId}`);
      }
      // Approving a company makes its routes sell for the agency's ADMIN users at once, as automatic approval does
      // (docs/adr/0055, 0102): the company's routes in partner_routes join their route lists. STAFF still get routes
      // from the ADMIN on the employees screen.
      const wasApproved = new Set(locked.filter((l) => l.approved_status === 'approved').map((l) => l.company_id));
      const approvedNow = [...new Set(patches.filter((p) => p.approvedStatus === 'approved' && !wasApproved.has(p.companyId)).map((p) => p.companyId))];
      if (approvedNow.length > 0) {
        await runner.rows(sql`
          update partner_users set route_ids = array(
            select distinct unnest(route_ids || array(
              select pr.route_id from partner_routes pr join routes r on r.id = pr.route_id
              where pr.partner_id = ${partnerId} and r.company_id in ${inList(approvedNow)}))
            order by 1)
          where partner_id = ${partnerId} and role = 'ADMIN'`);
      }
      return (await linksOf(runner, partnerId, sql` and pc.company_id in ${inList(companyIds)}`)).map(toPartnerCompany);
    },

    /** The partner's popular route ids in their order. */
    async popularRouteIds(partnerId: string): Promise<string[]> {
      const rows = await database.rows<Pick<SqlRow<typeof popularRoutes>, 'route_id'>>(sql`
        select route_id from popular_routes where partner_id = ${partnerId} order by position, route_id`);
      return rows.map((r) => r.route_id);
    },

    /** Which of these routes the partner may sell at all (its partner_routes), whatever the approval. */
    async ownRouteIds(partnerId: string, routeIds: readonly string[]): Promise<Set<string>> {
      if (routeIds.length === 0) return new Set();
      const rows = await database.rows<{ route_id: string }>(sql`
        select route_id from partner_routes where partner_id = ${partnerId} and route_id in ${inList(routeIds)}`);
      return new Set(rows.map((r) => r.route_id));
    },

    /** Replaces the partner's popular routes with `routeIds`, in that order, inside `tx`. */
    async setPopular(tx: Tx, partnerId: string, routeIds: readonly string[]): Promise<void> {
      const runner = txRunner(tx);
      await runner.rows(sql`delete from popular_routes where partner_id = ${partnerId}`);
      if (routeIds.length === 0) return;
      await runner.rows(sql`
        insert into popular_routes (partner_id, route_id, position)
        select ${partnerId}, r.route_id, r.position - 1
        from unnest(${textArray(routeIds)}) with ordinality as r(route_id, position)`);
    },

    /** The partner's child stations and agencies (002 §3 'Sub-partner'). */
    async subPartners(partnerId: string): Promise<TSubPartner[]> {
      const rows = await database.rows<Pick<SqlRow<typeof partners>, 'id' | 'name' | 'code'>>(sql`
        select id, name, code from partners where parent_id = ${partnerId} order by name, id`);
      return rows.map((r) => ({ id: r.id, name: r.name, code: r.code }));
    },
  };
}

export type PartnerCompaniesRepository = ReturnType<typeof createPartnerCompaniesRepository>;
