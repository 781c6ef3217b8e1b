import { sql, type SQL } from 'drizzle-orm';
import { MSG } from '@busdesk/api-contract';
import { badRequest } from '../lib/http-error';
import type { PageKey, PageTokens } from './page-token';

export interface KeysetPageInput<R> {
  tokens: PageTokens;
  /** Names the report inside the token, so one report's token never pages another. */
  report: string;
  /** The filter the token is bound to (every field but the paging ones). */
  filter: unknown;
  count: number;
  nextPageToken: string | null | undefined;
  /** Up to `limit` rows after `after` (null: from the first), in the report's order. Never OFFSET. */
  select: (after: PageKey | null, limit: number) => Promise<R[]>;
  keyOf: (row: R) => PageKey;
}

/**
 * One page of a keyset-paged report (docs/adr/0062): the cursor comes out of a signed token, one row more than asked
 * says whether a next page exists, and the next token is sealed from the last row sent. `first` tells the caller to
 * add the totals of the whole filter (sent with the first page only).
 */
export async function keysetPage<R>(input: KeysetPageInput<R>): Promise<{ rows: R[]; nextPageToken: string | null; first: boolean }> {
  const after = input.nextPageToken ? input.tokens.open(input.report, input.filter, input.nextPageToken) : null;
  const fetched = await input.select(after, input.count + 1);
  const rows = fetched.slice(0, input.count);
  const last = rows.at(-1);
  const nextPageToken = fetched.length > input.count && last ? input.tokens.seal(input.report, input.filter, input.keyOf(last)) : null;
  return { rows, nextPageToken, first: after === null };
}

/** A key part of the type the report sealed (a signed token has it; anything else is refused as a bad token). */
export function keyNumber(key: PageKey, i: number): number {
  const v = key[i];
  if (typeof v !== 'number') throw badRequest(MSG.reports.invalidPageToken);
  return v;
}
export function keyString(key: PageKey, i: number): string {
  const v = key[i];
  if (typeof v !== 'string') throw badRequest(MSG.reports.invalidPageToken);
  return v;
}

/**
 * A page's rows walked partner by partner and merged (docs/adr/0065): `partner_id in (…)` over an agency and its child
 * stations made the planner gather the whole range of every partner and sort it, so a page cost the range (384 ms
 * for 30 days of 200,000 ledger entries; the SMS history's year walked 2,000 rows a page in quadratic time). One
 * branch per partner walks that partner's (partner_id, <order>) index and stops after `limit` rows; the merge sorts at
 * most partners × limit rows. `branch(partner)` is a select over one partner (`partner` is the bound id to compare
 * the partner column with); `order` is the report's order over the selected columns.
 */
export function perPartnerPage(partnerIds: readonly string[], branch: (partner: SQL) => SQL, order: SQL, limit: number): SQL {
  const branches = partnerIds.map((id) => sql`(${branch(sql`${id}`)} order by ${order} limit ${limit})`);
  return sql`select * from (${sql.join(branches, sql` union all `)}) merged order by ${order} limit ${limit}`;
}
