import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { bearer, createTestApp, login, type TestApp } from '../test-support/test-app';

// Only PostgreSQL has pooled connections that the server side can close: vitest.config.ts collects this file only
// when TEST_DATABASE_URL is set (`npm test`'s postgres step).
describe('PostgreSQL closing pooled connections', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the server up and answering when PostgreSQL terminates every idle pooled connection', async () => {
    const token = await login(t.app, 'admin', 'admin123');
    // Several requests in parallel so the pool holds more than one idle connection.
    const warm = await Promise.all(
      Array.from({ length: 4 }, () => t.app.inject({ method: 'POST', url: '/api/v2/partner/view', headers: bearer(token) })),
    );
    expect(warm.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);

    const admin = new pg.Client({ connectionString: t.location.databaseUrl });
    await admin.connect();
        // The call sits in the select list, not the WHERE clause: SQL does not order AND's operands, and the planner
    // may otherwise terminate this admin connection too.
    const killed = await admin.query<{ terminated: boolean }>(
      `select pg_terminate_backend(pid) as terminated from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await admin.end();
    expect(killed.rows.filter((r) => r.terminated).length).toBeGreaterThan(0);
    // Let the FATAL messages reach the pool's clients: an unhandled pool 'error' would crash this process here.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const after = await t.app.inject({ method: 'POST', url: '/api/v2/partner/view', headers: bearer(token) });
    expect(after.statusCode).toBe(200);
    expect(after.json().results.user.username).toBe('admin');
  });

  it('keeps the server up when a connection checked out for a transaction is terminated between two statements', async () => {
    const pool = (t.app.database.db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    let broken = false;
    try {
      await client.query('begin');
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      const admin = new pg.Client({ connectionString: t.location.databaseUrl });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await admin.end();
      // The FATAL message arrives while no statement runs on the checked-out client.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await expect(client.query('select 1')).rejects.toThrow();
      broken = true;
    } finally {
      client.release(broken || undefined);
    }

    const token = await login(t.app, 'admin', 'admin123');
    const after = await t.app.inject({ method: 'POST', url: '/api/v2/partner/view', headers: bearer(token) });
    expect(after.statusCode).toBe(200);
  });
});
