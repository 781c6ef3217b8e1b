import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './database';

/** Raw SQL on the database or inside a transaction: both answer `rows`. */
export interface SqlRunner {
  rows<T extends Record<string, unknown>>(query: SQL): Promise<T[]>;
}

/** drizzle's transaction as a SqlRunner (its transaction type is not exported in a driver-neutral form). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const txRunner = (tx: Pick<Db, 'execute'>): SqlRunner => ({
  rows: async <T extends Record<string, unknown>>(query: SQL) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows,
});

/** `in (…)` over a list that may be empty (an empty list matches nothing instead of being a syntax error). */
export function inList(values: readonly string[]): SQL {
  if (values.length === 0) return sql`(null)`;
  return sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

/** A text[] literal of the values (for `&&`, `= any`, array columns). */
export const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * A json/jsonb value as the driver gave it: parsed already by PGlite and node-postgres alike, but a string when a
 * query builds it with a text cast or an older pg setting is in force.
 */
export const fromJson = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));
