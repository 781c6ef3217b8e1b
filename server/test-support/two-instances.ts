import { openDatabase, type Database } from '../src/db/database';
import { buildApp, type BusdeskApp } from '../src/app';
import type { Env } from '../src/env';
import { createTestDatabase } from './test-app';
import { listenOnLoopback } from './realtime-listener';

export interface TwoInstances {
  a: BusdeskApp;
  b: BusdeskApp;
  /** Each instance's MQTT-over-WebSocket URL on 127.0.0.1. */
  mqttA: string;
  mqttB: string;
  close(): Promise<void>;
}

/**
 * Two server instances on one copy of the seeded database, listening on loopback — a cluster inside the test process.
 * On PostgreSQL each has its own pool, as two processes would; the embedded database can be opened once per process,
 * so there both share it (its single connection serialises them, which the PostgreSQL run does not).
 */
export async function startTwoInstances(env: Partial<Env> = {}): Promise<TwoInstances> {
  const db = await createTestDatabase();
  const shared: Database | undefined = db.databaseUrl ? undefined : await openDatabase({ dataDir: db.dataDir });
  const build = (name: string) =>
    buildApp({
      ...(shared ? { database: shared } : {}),
      env: { DATA_DIR: `${db.dataDir}-${name}`, DATABASE_URL: db.databaseUrl, PORTAL_DIR: `${db.dataDir}/no-portal`, LOG_LEVEL: 'silent', INSTANCE_ID: `test-${name}`, ...env },
    });
  const a = await build('a');
  const b = await build('b');
  await Promise.all([a.ready(), b.ready()]);
  const [mqttA, mqttB] = await Promise.all([listenOnLoopback(a), listenOnLoopback(b)]);
  return {
    a,
    b,
    mqttA,
    mqttB,
    async close() {
      await Promise.all([a.close(), b.close()]);
      await shared?.close();
      await db.drop();
    },
  };
}
