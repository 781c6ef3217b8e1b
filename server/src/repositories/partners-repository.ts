import { asc, eq, sql } from 'drizzle-orm';
import { parsePartnerConfig, type TPartnerConfig, type TPartnerInfo, type TTransportConfig } from '@busdesk/api-contract';
import type { Database } from '../db/database';
import type { SqlRow } from '../db/row-types';
import { adminConfigs, partners, type TransportConfig } from '../db/schema/index';

type PartnerRow = typeof partners.$inferSelect;

export interface SalePartner {
  id: string;
  name: string;
  config: TPartnerConfig;
}

export function createPartnersRepository(database: Database) {
  const { db } = database;
  async function childrenOf(partnerId: string): Promise<string[]> {
    const rows = await db.select({ id: partners.id }).from(partners).where(eq(partners.parentId, partnerId)).orderBy(asc(partners.id));
    return rows.map((r) => r.id);
  }
  const toInfo = (p: PartnerRow, childrenPartnerId: string[]): TPartnerInfo => ({
    id: p.id,
    name: p.name,
    config: p.config,
    code: p.code,
    childrenPartnerId,
    logo: p.logo,
    isAutoApproveRoutes: p.isAutoApproveRoutes,
    parentId: p.parentId,
    partnerType: p.partnerType,
  });
  return {
    /** The partner's parent station, if it is a child agency (null: none, or no such partner). */
    async parentOf(partnerId: string): Promise<string | null> {
      const [row] = await db.select({ parentId: partners.parentId }).from(partners).where(eq(partners.id, partnerId)).limit(1);
      return row?.parentId ?? null;
    },
    /** Whether the phone line is the partner's (line/{number}/calls topic rule). */
    async ownsLine(partnerId: string, number: string): Promise<boolean> {
      const rows = await database.rows(sql`select 1 as ok from telecom_numbers where number = ${number} and partner_id = ${partnerId} limit 1`);
      return rows.length > 0;
    },
    /** The selling agency as a sale needs it (its name on the ticket, its config for the point rules). */
    async salePartner(partnerId: string): Promise<SalePartner | null> {
      const [row] = await db.select({ id: partners.id, name: partners.name, config: partners.config }).from(partners).where(eq(partners.id, partnerId)).limit(1);
      return row ? { id: row.id, name: row.name, config: parsePartnerConfig(row.config) } : null;
    },
    async info(partnerId: string): Promise<{ info: TPartnerInfo; transportConfig: TTransportConfig } | undefined> {
      const [row] = await db.select().from(partners).where(eq(partners.id, partnerId)).limit(1);
      if (!row) return undefined;
      return { info: toInfo(row, await childrenOf(partnerId)), transportConfig: row.transportConfig };
    },

    async update(
      partnerId: string,
      patch: { config?: string | undefined; isAutoApproveRoutes?: boolean | undefined; transportConfig?: TransportConfig | undefined },
    ): Promise<void> {
      const set: Partial<PartnerRow> = {};
      if (patch.config !== undefined) set.config = patch.config;
      if (patch.isAutoApproveRoutes !== undefined) set.isAutoApproveRoutes = patch.isAutoApproveRoutes;
      if (patch.transportConfig !== undefined) set.transportConfig = patch.transportConfig;
      if (Object.keys(set).length === 0) return;
      await db.update(partners).set(set).where(eq(partners.id, partnerId));
    },

    /** The agency's routes (partner_routes, whatever their company link's state), by name: what an ADMIN assigns to employees. */
    agencyRoutes(partnerId: string): Promise<Array<{ id: string; name: string; companyId: string; companyName: string }>> {
      return database.rows<{ id: string; name: string; companyId: string; companyName: string }>(sql`
        select r.id, r.name, r.company_id as "companyId", c.name as "companyName"
        from partner_routes pr join routes r on r.id = pr.route_id join companies c on c.id = r.company_id
        where pr.partner_id = ${partnerId} order by r.name, r.id`);
    },

    /** The admin configuration of a domain, else the default row ('*'). */
    async adminConfig(domain: string | undefined): Promise<string | undefined> {
      const rows = await database.rows<Pick<SqlRow<typeof adminConfigs>, 'config'>>(sql`
        select config from ${adminConfigs} where domain = ${domain ?? '*'} or domain = '*'
        order by (domain = '*') asc limit 1`);
      return rows[0]?.config;
    },
  };
}
export type PartnersRepository = ReturnType<typeof createPartnersRepository>;
