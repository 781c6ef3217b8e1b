import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlState } from '../src/lib/http-error';
import { createTransportOrdersRepository } from '../src/repositories/transport-orders-repository';
import { postgresConnections, someoneWaits } from '../test-support/postgres-connections';
import { createTestApp, type TestApp } from '../test-support/test-app';

// Two transactions of one order on two connections: only PostgreSQL has them (PGlite runs one transaction at a time),
// so vitest.config.ts collects this file only in `npm test`'s postgres step. An edit of a signed side (`update`:
// the order's row, then its jobs) ran while the worker recorded that side's attempt (then: the job, then the order);
// PostgreSQL broke the deadlock by failing one, and the edit answered 500 (CI, 2026-12-01).
const ORDER = 'lvc-1';
let t: TestApp;
let repo: ReturnType<typeof createTransportOrdersRepository>;
const { connect, endAll } = postgresConnections(() => t.location.databaseUrl);

/** The edit's side of the interleaving: `update` locks the order's row, then (re)queues its job. */
async function editHoldingTheOrder(edit: pg.Client, then: () => Promise<unknown>) {
  await edit.query('begin');
  await edit.query(`update transport_orders set updated_at = updated_at + 1 where id = $1`, [ORDER]);
  const other = then();
  other.catch(() => undefined);
  await someoneWaits(await connect());
  const queued = edit.query(`update transport_transmission_jobs set updated_at = updated_at + 1 where order_id = $1 and side = 'up'`, [ORDER]);
  const [mine, theirs] = await Promise.allSettled([queued.then(() => edit.query('commit')), other]);
  if (mine.status === 'rejected') await edit.query('rollback');
  return { mine, theirs };
}

/** 'ok', or the failure's SQLSTATE (drizzle wraps the driver's error). */
const codeOf = (r: PromiseSettledResult<unknown>) => (r.status === 'rejected' ? (sqlState(r.reason) ?? String(r.reason)) : 'ok');

beforeAll(async () => {
  t = await createTestApp({}, { transportOrders: { transmissionTimer: false } });
  repo = createTransportOrdersRepository(t.app.database);
});
afterAll(async () => {
  await endAll();
  await t.close();
});

describe('one lock order for an order and its transmission jobs', () => {
  it('an attempt recorded while an edit holds the order waits for it instead of deadlocking, and both land', async () => {
    const [row] = await t.app.database.rows<{ version: number }>(sql`select version from transport_orders where id = ${ORDER}`);
    const now = Date.now();
    await repo.queue(ORDER, row!.version, ['up'], now);
    const [job] = (await repo.claim('lock-test', now, 60_000, 50)).filter((j) => j.order_id === ORDER);
    expect(job).toBeDefined();

    const { mine, theirs } = await editHoldingTheOrder(await connect(), () =>
      repo.recordAttempt({ job: job!, version: row!.version, owner: 'lock-test', at: now, outcome: 'accepted', message: 'Đã tiếp nhận', gateway: 'local', retryAt: null }),
    );
    expect([codeOf(mine), codeOf(theirs)]).toEqual(['ok', 'ok']);
    expect(theirs).toMatchObject({ status: 'fulfilled', value: true });
    const attempts = await repo.attempts(ORDER);
    expect(attempts.at(-1)).toMatchObject({ side: 'up', outcome: 'accepted', message: 'Đã tiếp nhận' });
  });

  it('negative control: the same interleaving with the attempt taking the job first is a deadlock PostgreSQL breaks', async () => {
    const attempt = await connect();
    const { mine, theirs } = await editHoldingTheOrder(await connect(), async () => {
      await attempt.query('begin');
      try {
        await attempt.query(`update transport_transmission_jobs set updated_at = updated_at + 1 where order_id = $1 and side = 'up'`, [ORDER]);
        await attempt.query(`update transport_orders set updated_at = updated_at + 1 where id = $1`, [ORDER]);
        await attempt.query('commit');
      } catch (err) {
        await attempt.query('rollback');
        throw err;
      }
    });
    // 40P01: deadlock_detected — one of the two is chosen to fail (which one depends on who checks first).
    expect([codeOf(mine), codeOf(theirs)].sort()).toEqual(['40P01', 'ok']);
  });
});
