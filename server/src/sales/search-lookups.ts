import { sql } from 'drizzle-orm';
import type { TCompanyOption, TPointOption, TProvinceOption, TRouteOption } from '@busdesk/api-contract';
import type { Database } from '../db/database';
import type { SqlRow } from '../db/row-types';
import type { companies, partnerCompanies, points, popularRoutes, provinces, routePoints, routes } from '../db/schema/index';
import { inList } from '../db/sql';
import { matchesKey } from './search-text';

/**
 * The lookups behind the search filters (001 §2.1, §7). Every list derives from the session's authorised
 * routes, so a company, stop or province the agency cannot sell never appears. The sets are small (a few
 * hundred stops at most), so the diacritic-insensitive key is applied in JS rather than with `unaccent`, which
 * the embedded database does not ship.
 */

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'vi');

export async function searchCompanies(database: Database, partnerId: string, routeIds: readonly string[], searchKey?: string): Promise<TCompanyOption[]> {
  if (routeIds.length === 0) return [];
  // Left join: no link of the partner to the company gives null.
  // Left join on the session's own link: no link gives nulls, and another agency's limit is never read.
  type LinkColumns = SqlRow<typeof partnerCompanies>;
  const rows = await database.rows<
    Pick<SqlRow<typeof companies>, 'id' | 'name' | 'phone'> & {
      is_not_using_av: LinkColumns['is_not_using_av'] | null;
      debt_limit: LinkColumns['debt_limit'] | null;
      current_debt: LinkColumns['current_debt'] | null;
    }
  >(sql`
    select distinct c.id, c.name, c.phone, pc.is_not_using_av, pc.debt_limit, pc.current_debt
    from routes r join companies c on c.id = r.company_id
    left join partner_companies pc on pc.partner_id = ${partnerId} and pc.company_id = c.id
    where r.id in ${inList(routeIds)}`);
  return rows
    .filter((r) => matchesKey(searchKey, r.name, r.phone))
    .map((r) => ({
      id: r.id,
      name: r.name,
      isNotUsingAv: r.is_not_using_av ?? false,
      companyPhoneNumber: r.phone,
      debtLimit: r.debt_limit,
      currentDebt: r.current_debt,
    }))
    .sort(byName);
}

export async function searchPoints(database: Database, routeIds: readonly string[], opts: { searchKey?: string | undefined; count: number }): Promise<TPointOption[]> {
  if (routeIds.length === 0) return [];
  const rows = await database.rows<
    Pick<SqlRow<typeof points>, 'id' | 'name' | 'address' | 'province_id' | 'company_id'> & {
      // Left join: a point without a province gives null.
      province_name: SqlRow<typeof provinces>['name'] | null;
      route_ids: Array<SqlRow<typeof routePoints>['route_id']>;
    }
  >(sql`
    select p.id, p.name, p.address, p.province_id, pv.name as province_name, p.company_id,
      array_agg(distinct rp.route_id order by rp.route_id) as route_ids
    from route_points rp join points p on p.id = rp.point_id
    left join provinces pv on pv.id = p.province_id
    where rp.route_id in ${inList(routeIds)}
    group by p.id, p.name, p.address, p.province_id, pv.name, p.company_id`);
  return rows
    .filter((r) => matchesKey(opts.searchKey, r.name, r.address, r.province_name))
    .sort(byName)
    .slice(0, opts.count)
    .map((r) => ({
      id: r.id,
      name: r.name,
      address: r.address,
      provinceId: r.province_id,
      provinceName: r.province_name,
      companyId: r.company_id,
      routeIds: r.route_ids,
    }));
}

/**
 * Provinces that have a stop on an authorised route (choosing any other province could only ever find no
 * trip). A former name finds the province it merged into ("Vũng Tàu" → TP. Hồ Chí Minh).
 */
export async function searchProvinces(database: Database, routeIds: readonly string[], opts: { searchKey?: string | undefined; count: number }): Promise<TProvinceOption[]> {
  if (routeIds.length === 0) return [];
  const rows = await database.rows<Pick<SqlRow<typeof provinces>, 'id' | 'name' | 'former_names'>>(sql`
    select distinct pv.id, pv.name, pv.former_names
    from route_points rp join points p on p.id = rp.point_id join provinces pv on pv.id = p.province_id
    where rp.route_id in ${inList(routeIds)}`);
  return rows
    .filter((r) => matchesKey(opts.searchKey, r.name, ...(r.former_names ?? [])))
    .sort(byName)
    .slice(0, opts.count)
    .map((r) => ({ id: r.id, name: r.name }));
}

/**
 * The routes, the partner's popular ones first in their order (000 §2.6: the route picker offers them first), then
 * the others by name.
 */
export async function searchRoutes(database: Database, partnerId: string, routeIds: readonly string[]): Promise<TRouteOption[]> {
  if (routeIds.length === 0) return [];
  const rows = await database.rows<
    Pick<SqlRow<typeof routes>, 'id' | 'name' | 'name_short' | 'company_id'> & {
      company_name: SqlRow<typeof companies>['name'];
      // array(…) of the route's stops: never null, empty for a route without stops.
      point_ids: Array<SqlRow<typeof routePoints>['point_id']>;
      // Left join: null when the route is not one of the partner's popular routes.
      popular_position: SqlRow<typeof popularRoutes>['position'] | null;
    }
  >(sql`
    select r.id, r.name, r.name_short, r.company_id, c.name as company_name,
      array(select rp.point_id from route_points rp where rp.route_id = r.id order by rp."order") as point_ids,
      pop.position as popular_position
    from routes r join companies c on c.id = r.company_id
    left join popular_routes pop on pop.partner_id = ${partnerId} and pop.route_id = r.id
    where r.id in ${inList(routeIds)}`);
  const position = (r: (typeof rows)[number]) => r.popular_position ?? Number.POSITIVE_INFINITY;
  return rows
    .sort((a, b) => position(a) - position(b) || byName(a, b))
    .map((r) => ({
      id: r.id,
      name: r.name,
      nameShort: r.name_short,
      companyId: r.company_id,
      companyName: r.company_name,
      pointIds: r.point_ids ?? [],
      popular: r.popular_position !== null,
    }));
}

/** The authorised companies (a surcharge list or a customer search for any other company answers 404). */
export async function authorisedCompanyIds(database: Database, routeIds: readonly string[]): Promise<string[]> {
  if (routeIds.length === 0) return [];
  const rows = await database.rows<Pick<SqlRow<typeof routes>, 'company_id'>>(sql`select distinct company_id from routes where id in ${inList(routeIds)}`);
  return rows.map((r) => r.company_id);
}
