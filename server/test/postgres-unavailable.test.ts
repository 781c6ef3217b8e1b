import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createServer } from 'node:net';
import { MSG } from '@busdesk/api-contract';
import { createTrip, PATHS, poster, seatBooking } from '../test-support/sales-booking-fixtures';
import { bearer, createTestApp, login, type TestApp } from '../test-support/test-app';

// PostgreSQL unreachable while the server runs (collected only with TEST_DATABASE_URL, like every postgres-*.test.ts).
// The pool is pointed at a closed loopback port and its connections are ended, as when PostgreSQL stops; pointing it
// back is PostgreSQL coming back. The cluster suite (scripts/cluster-suite) restarts a real PostgreSQL.
let t: TestApp;
let pool: pg.Pool & { options: { connectionString: string } };
let realUrl: string;

const closedPort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });

beforeAll(async () => {
  t = await createTestApp();
  pool = (t.app.database.db as unknown as { $client: typeof pool }).$client;
  realUrl = pool.options.connectionString;
});
afterAll(() => t.close());

describe('PostgreSQL unreachable', () => {
  it('answers 503 with a Vietnamese message, writes nothing, and serves again once PostgreSQL is back', async () => {
    const token = await login(t.app, 'admin', 'admin123');
    const tripId = await createTrip(t.app);

    const down = new URL(realUrl);
    down.port = String(await closedPort());
    pool.options.connectionString = down.toString();
    const admin = new pg.Client({ connectionString: realUrl });
    await admin.connect();
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
    await admin.end();
    // Every pooled connection is gone once the pool has none idle (each reports its termination as an error).
    for (let i = 0; i < 200 && pool.idleCount > 0; i++) await new Promise((r) => setTimeout(r, 10));

    const view = await t.app.inject({ method: 'POST', url: '/api/v2/partner/view', headers: bearer(token) });
    expect(view.statusCode).toBe(503);
    expect(view.json()).toEqual({ code: 503, message: MSG.server.databaseUnavailable, results: null });
    const booking = await poster(t.app)(PATHS.book, token, { tripId, informationsBySeats: [seatBooking('A01', { paidMoney: 350_000 })] });
    expect(booking.statusCode).toBe(503);
    expect(booking.json().message).toBe(MSG.server.databaseUnavailable);
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().results.ready).toMatchObject({ db: 'down', broker: 'up', draining: false });
    // Liveness does not depend on the database: a proxy keeps the instance, an orchestrator does not restart it.
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);

    pool.options.connectionString = realUrl;
    const back = await t.app.inject({ method: 'POST', url: '/api/v2/partner/view', headers: bearer(token) });
    expect(back.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
    // The booking refused while PostgreSQL was away left nothing behind.
    const [row] = await t.app.database.rows<{ n: number }>(sql`select count(*) as n from tickets where trip_id = ${tripId}`);
    expect(Number(row!.n)).toBe(0);
  });

  it("negative control: a provider's refused connection while the database answers stays a 500, not 'database unavailable'", async () => {
    const { buildApp } = await import('../src/app');
    const app = await buildApp({ env: { DATABASE_URL: realUrl, DATA_DIR: t.location.dataDir, PORTAL_DIR: '/nonexistent', LOG_LEVEL: 'silent', SEED_DEMO: false } });
    app.get('/boom', { config: { policy: 'public', tenant: 'none' } }, async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });
    });
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    await app.close();
  });
});
