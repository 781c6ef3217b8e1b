import { sql } from 'drizzle-orm';
import type { TSurchargeCategory } from '@busdesk/api-contract';
import type { Database } from '../db/database';
import type { SurchargeCategoryRow } from './pricing';

/** A company's surcharge categories (the booking form's surcharge list), by name; the effect is price × mode. */
export async function listSurcharges(database: Database, companyId: string, page: { page: number; count: number }): Promise<TSurchargeCategory[]> {
  const offset = page.page * page.count;
  // A company has a handful of categories; an absurd page would only overflow int8.
  if (!Number.isSafeInteger(offset) || offset > 100_000) return [];
  const rows = await database.rows<SurchargeCategoryRow>(sql`
    select id, name, price, mode from surcharge_categories where company_id = ${companyId}
    order by name, id limit ${page.count} offset ${offset}`);
  return rows.map((r) => ({ id: r.id, name: r.name, price: r.price, mode: r.mode }));
}
