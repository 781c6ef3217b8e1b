import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/database';
import { createPeriodicJobs, type PeriodicJobs } from '../src/jobs/periodic-jobs';
import { createPeriodicJobsRepository } from '../src/repositories/periodic-jobs-repository';
import { holdSeats } from '../test-support/payments-fixtures';
import { createTrip } from '../test-support/sales-booking-fixtures';
import { createTestDatabase, login } from '../test-support/test-app';
import { startTwoInstances, type TwoInstances } from '../test-support/two-instances';

const silent = { info() {}, warn() {}, error() {} };
const PERIOD = 30_000;

/** Two instances' schedulers on the databases given (one shared, or two apart), on one fake clock. */
function schedulers(dbA: Database, dbB: Database, clock: { now: number }, runs: string[]) {
  const make = (owner: string, db: Database) => {
    const jobs = createPeriodicJobs({ repo: createPeriodicJobsRepository(db), log: silent, owner, now: () => clock.now });
    jobs.every('sweep', PERIOD, async () => {
      runs.push(owner);
    });
    return jobs;
  };
  return [make('A', dbA), make('B', dbB)] as const;
}
const tickBoth = (a: PeriodicJobs, b: PeriodicJobs) => Promise.all([a.tick('sweep'), b.tick('sweep')]);

describe('periodic jobs across instances (docs/adr/0097)', () => {
  const opened: Array<{ database: Database; drop(): Promise<void> }> = [];
  /** A migrated copy of the template, opened twice on PostgreSQL (two pools, as two processes) or once embedded. */
  async function sharedDatabase(): Promise<[Database, Database]> {
    const db = await createTestDatabase();
    const first = await openDatabase({ dataDir: db.dataDir, databaseUrl: db.databaseUrl });
    const second = db.databaseUrl ? await openDatabase({ dataDir: db.dataDir, databaseUrl: db.databaseUrl }) : first;
    opened.push({ database: first, drop: async () => {} });
    if (second !== first) opened.push({ database: second, drop: async () => {} });
    opened.push({ database: { close: async () => {} } as unknown as Database, drop: db.drop });
    return [first, second];
  }
  afterAll(async () => {
    for (const o of opened) {
      await o.database.close();
      await o.drop();
    }
  });

  it('runs a job once per period whichever instances tick, and another instance takes over when the claimer stops', async () => {
    const [dbA, dbB] = await sharedDatabase();
    const clock = { now: 1_000_000 };
    const runs: string[] = [];
    const [a, b] = schedulers(dbA, dbB, clock, runs);
    // Both tick at the same moment, ten times over, once per period: one run each time.
    for (let period = 0; period < 10; period++) {
      const ran = await tickBoth(a, b);
      expect(ran.filter(Boolean)).toHaveLength(1);
      // Half a period later nobody runs it again.
      clock.now += PERIOD / 2;
      expect((await tickBoth(a, b)).filter(Boolean)).toHaveLength(0);
      clock.now += PERIOD / 2;
    }
    expect(runs).toHaveLength(10);
    const lastRun = await createPeriodicJobsRepository(dbA).lastRun('sweep');
    expect(lastRun?.ranBy).toBe(runs.at(-1));
    // The claimer dies: the other one's next tick takes the job.
    const claimer = runs.at(-1) === 'A' ? a : b;
    await claimer.stop();
    expect(await (claimer === a ? b : a).tick('sweep')).toBe(true);
    await a.stop();
    await b.stop();
  });

  it('negative control: the same two schedulers on two separate databases both run every period', async () => {
    const [dbA] = await sharedDatabase();
    const [dbB] = await sharedDatabase();
    const clock = { now: 1_000_000 };
    const runs: string[] = [];
    const [a, b] = schedulers(dbA, dbB, clock, runs);
    for (let period = 0; period < 3; period++) {
      expect((await tickBoth(a, b)).filter(Boolean)).toHaveLength(2);
      clock.now += PERIOD;
    }
    expect(runs).toHaveLength(6);
    await a.stop();
    await b.stop();
  });
});

describe('the hold sweep run by two instances at once', () => {
  let pair: TwoInstances;
  beforeAll(async () => {
    pair = await startTwoInstances();
  });
  afterAll(() => pair?.close());

  it('releases each expired hold once, recorded in one change event per sweep that released any', async () => {
    const tripId = await createTrip(pair.a);
    const held = await holdSeats(pair.a, await login(pair.a, 'admin', 'admin123'), tripId, ['A01', 'A02', 'A03', 'A04', 'A05', 'A06']);
    await pair.a.changes.dispatcher.idle();
    await pair.a.database.rows(sql`update tickets set over_time = ${Date.now() - 1000} where trip_id = ${tripId}`);
    // Stop the dispatchers so the change events stay in the outbox to be counted.
    await Promise.all([pair.a.changes.dispatcher.stop(), pair.b.changes.dispatcher.stop()]);
    const now = Date.now();
    const [byA, byB] = await Promise.all([pair.a.bookings.releaseExpiredHolds(now, tripId), pair.b.bookings.releaseExpiredHolds(now, tripId)]);
    expect(byA + byB).toBe(held.length);
    const [events] = await pair.a.database.rows<{ n: number; released: number }>(sql`
      select count(*) as n, coalesce(sum(jsonb_array_length(payload->'released')), 0) as released from change_events where kind = 'holds-released' and payload->'released'->0->>'tripId' = ${tripId}`);
    expect({ n: Number(events!.n), released: Number(events!.released) }).toEqual({ n: byA && byB ? 2 : 1, released: held.length });
  });
});
