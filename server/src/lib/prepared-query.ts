import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';

/** A statement compiled once: its text with $n parameters, and where each named value goes. */
export interface PreparedQuery {
  name: string;
  text: string;
  params: unknown[];
}

const dialect = new PgDialect();

/**
 * Compiles a drizzle `sql` template whose values are `sql.placeholder(...)` once, at module load. Hot paths
 * (the booking) then skip drizzle's per-call query building, and on PostgreSQL the statement is prepared once
 * per connection under `name` (no parse or plan per call).
 */
export function prepareQuery(name: string, query: SQL): PreparedQuery {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { name, text, params };
}

/** The driver under drizzle (pg.Pool or PGlite); both answer `query` with `rows` and use the app's type parsers. */
interface QueryClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/** Runs a prepared query with its named values; rows come back as the drivers give them to `database.rows`. */
export async function runPrepared<T extends Record<string, unknown>>(database: Database, query: PreparedQuery, values: Record<string, unknown>): Promise<T[]> {
  // drizzle exposes its driver as `$client` on both drivers; the Database type keeps the driver-neutral shape.
  const client = (database.db as unknown as { $client: QueryClient }).$client;
  const params = fillPlaceholders(query.params, values);
  const result =
    database.kind === 'postgres'
      ? await client.query({ name: query.name, text: query.text, values: params })
      : // PGlite is one in-process connection with no statement cache worth naming.
        await client.query(query.text, params);
  return result.rows as T[];
}
