import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is under it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL returning rows (both drivers' results have `rows`). */
  rows<T extends Record<string, unknown>>(query: SQL): Promise<T[]>;
  /** Applies the drizzle-kit migrations in server/drizzle. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other server process on this database runs its own (a PostgreSQL advisory lock; PGlite has
   * one process): instances starting together migrate and seed one after another, not at once.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Cheap probe for /ready and the error handler. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** The PGlite instance when embedded (for dumpDataDir in tests). */
  pglite?: PGlite;
}

/** The advisory lock key of the start (migrations and the demo seed): any fixed number no other program uses. */
const STARTUP_LOCK_KEY = 4_271_902_116;

const INT8_OID = 20;
const NUMERIC_OID = 1700;
/**
 * int8 (ids, money, ms instants, count(*)) and numeric (sum of int8) are read as JS numbers on both drivers:
 * PGlite would give BigInt and node-postgres a string otherwise. Money stays far below 2^53.
 */
const toNumber = (value: string): number => Number(value);

/** server/drizzle from src/db (tsx, vitest) or from dist (the esbuild bundle). */
export function findMigrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '..', '..', 'drizzle'), path.resolve(here, '..', 'drizzle'), path.resolve(here, 'drizzle')];
  const found = candidates.find((c) => fs.existsSync(path.join(c, 'meta', '_journal.json')));
  if (!found) throw new Error(`drizzle migrations not found near ${here}`);
  return found;
}

/**
 * pg-pool's `query` destroys its connection after *any* failed statement, so every refused booking (the seat guard's
 * 23505, a 409) cost a new PostgreSQL connection — a backend start and every prepared statement parsed again. In the
 * cluster suite's seat race that made 200 concurrent bookings of one seat take 15 s instead of about one. A statement
 * error leaves the connection ready for the next one (PostgreSQL answered it and is back at ReadyForQuery); only a
 * connection failure (no SQLSTATE, class 08, 57P0x) must drop it. drizzle's transactions take their own client and
 * keep it already.
 */
function keepConnectionsAfterStatementErrors(pool: pg.Pool): void {
  const connectionBroken = (err: unknown): boolean => {
    const code = (err as { code?: unknown } | null)?.code;
    return typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code) || code.startsWith('08') || code.startsWith('57P');
  };
  const query = async (config: unknown, values?: unknown) => {
    const client = await pool.connect();
    try {
      const result = await client.query(config as string, values as unknown[]);
      client.release();
      return result;
    } catch (err) {
      client.release(connectionBroken(err) ? (err as Error) : undefined);
      throw err;
    }
  };
  pool.query = query as unknown as typeof pool.query;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite at dataDir is used. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /**
   * Called when PostgreSQL ends a pooled connection (server restart, admin termination, network drop). pg reports
   * that as an 'error' event, and an EventEmitter with no 'error' listener throws: without listeners the whole
   * server would crash on a routine reconnect. The pool replaces the connection by itself.
   */
  onConnectionError?: (err: Error) => void;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  const migrationsFolder = findMigrationsFolder();
  if (opts.databaseUrl) {
    // drizzle's node-postgres session passes its own per-query `types` that fall back to pg's *global* parser
    // registry, so a Pool-level `types` option is ignored for drizzle queries: the global registry is the only
    // place that reaches them. This process talks to one database, so setting it globally is safe.
    pg.types.setTypeParser(INT8_OID, toNumber);
    pg.types.setTypeParser(NUMERIC_OID, toNumber);
    // No connectionTimeoutMillis: pg-pool applies it to waiting for a free pooled client too, so under a burst (200
    // bookings at once) requests would fail instead of queueing. A stopped PostgreSQL refuses at once anyway.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // A client checked out for a transaction has no pool listener while it is out: between two of its statements a
    // terminated backend would be an uncaught 'error' on the client itself. Every client gets its own listener; the
    // transaction then fails on its next statement (an error answer, not a dead server) and the client is dropped.
    pool.on('connect', (client) => client.on('error', (err) => opts.onConnectionError?.(err)));
    // The pool re-emits an idle client's error; the client's own listener above has already reported it.
    pool.on('error', () => undefined);
    keepConnectionsAfterStatementErrors(pool);
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      rows: async <T extends Record<string, unknown>>(query: SQL) => (await db.execute(query)).rows as T[],
      migrate: () => migratePg(db, { migrationsFolder }),
      async exclusive(work) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          try {
            return await work();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
          }
        } finally {
          client.release();
        }
      },
      ping: async () => (await pool.query('select 1')).rowCount === 1,
      close: () => pool.end(),
    };
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  // relaxedDurability stays false: a write is acknowledged only after PGlite has flushed it to the data
  // directory, so a kill -9 after the reply loses nothing (tested in test/kill-nine.test.ts).
  const client = await PGlite.create(opts.dataDir, {
    relaxedDurability: false,
    parsers: { [INT8_OID]: toNumber, [NUMERIC_OID]: toNumber },
  });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    pglite: client,
    rows: async <T extends Record<string, unknown>>(query: SQL) => (await db.execute(query)).rows as T[],
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusive: (work) => work(),
    ping: async () => (await client.query('select 1')).rows.length === 1,
    close: () => client.close(),
  };
}
