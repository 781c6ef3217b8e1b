import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createPasswordHasher, openDatabase, seedBulkTickets, seedDemo } from '@busdesk/server';

/** A migrated, seeded PGlite data directory in a temp folder (or the one given by BENCH_DATA_DIR). */
export async function prepareDataDir(): Promise<{ dataDir: string; seedMs: number; cleanup(): void }> {
  const given = process.env.BENCH_DATA_DIR;
  const dataDir = given ?? fs.mkdtempSync(path.join(os.tmpdir(), 'busdesk-bench-'));
  const started = Date.now();
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const rows = await database.pglite?.query<{ n: number }>('select count(*)::int as n from partners');
  if (!rows?.rows[0]?.n) await seedDemo(database, { hashPassword: createPasswordHasher({ memoryCost: 19456, timeCost: 2 }).hash });
  await database.close();
  return { dataDir, seedMs: Date.now() - started, cleanup: () => (given ? undefined : fs.rmSync(dataDir, { recursive: true, force: true })) };
}

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

export const quietEnv = (dataDir: string) => ({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' as const, PORTAL_DIR: '/nonexistent', HOST: '127.0.0.1', PORT: 0 });

/**
 * A database holding at least `tickets` bulk tickets (with the records the bulk seed leaves): PGlite in a temporary
 * directory, or the one BENCH_DATA_DIR names (kept, and topped up to `tickets` on a later run); PostgreSQL when
 * `databaseUrl` is given (an empty database is migrated and seeded). `dataDir` is the server's data directory either way.
 */
export async function prepareBulkDatabase(tickets: number, databaseUrl?: string): Promise<{ dataDir: string; seededMs: number; cleanup(): void }> {
  const started = Date.now();
  const prepared = databaseUrl ? null : await prepareDataDir();
  const dataDir = prepared?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'busdesk-bench-'));
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    await database.migrate();
    const [partners] = await database.rows<{ n: number }>(sql`select count(*)::int as n from partners`);
    if (!partners?.n) await seedDemo(database, { hashPassword: createPasswordHasher({ memoryCost: 19456, timeCost: 2 }).hash });
    const [bulk] = await database.rows<{ n: number }>(sql`select count(*)::int as n from tickets where id like 'bk%'`);
    if ((bulk?.n ?? 0) < tickets) await seedBulkTickets(database, tickets - (bulk?.n ?? 0));
  } finally {
    await database.close();
  }
  return {
    dataDir,
    seededMs: Date.now() - started,
    cleanup: () => (prepared ? prepared.cleanup() : fs.rmSync(dataDir, { recursive: true, force: true })),
  };
}
