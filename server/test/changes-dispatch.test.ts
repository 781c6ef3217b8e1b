import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ChangeDispatcher } from '../src/changes/change-dispatcher';
import { createChangeFeed } from '../src/changes/change-feed';
import type { ChangeConsumer, DispatchedChange } from '../src/changes/change';
import { openDatabase, type Database } from '../src/db/database';
import { createChangeEventsRepository, type ChangeEventsRepository } from '../src/repositories/change-events-repository';
import { createTestDatabase } from '../test-support/test-app';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A consumer that remembers every change id it was handed. */
function counting(name: string): ChangeConsumer & { seen: number[] } {
  const seen: number[] = [];
  return {
    name,
    seen,
    async handle(batch: readonly DispatchedChange[]) {
      // A little work per batch, so two dispatchers really overlap.
      await new Promise((r) => setTimeout(r, 2));
      for (const d of batch) seen.push(d.id);
    },
  };
}

const change = (i: number) => ({ kind: 'seat-locks' as const, tripIds: [`trip-${i}`] });

/**
 * The outbox dispatch of ADR 0037 on the real database (PGlite in the unit run, PostgreSQL in the postgres step, where
 * each dispatcher has its own connection pool, as two server instances would).
 */
describe('change events: dispatched once, and after a crash', () => {
  let location: Awaited<ReturnType<typeof createTestDatabase>>;
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    location = await createTestDatabase();
    first = await openDatabase({ dataDir: location.dataDir, databaseUrl: location.databaseUrl });
    await first.migrate();
    // Two instances on one PostgreSQL; PGlite is one process, so both dispatchers share its one connection there.
    second = location.databaseUrl ? await openDatabase({ dataDir: location.dataDir, databaseUrl: location.databaseUrl }) : first;
  });
  afterAll(async () => {
    if (second !== first) await second.close();
    await first.close();
    await location.drop();
  });

  const record = async (database: Database, n: number, from = 0) => {
    const events = createChangeEventsRepository(database);
    for (let i = from; i < from + n; i++) await events.record(database, change(i));
  };
  const pending = (database: Database) => createChangeEventsRepository(database).pending();

  it('two dispatchers woken together hand each of 300 changes to the consumers exactly once, in order per dispatcher', async () => {
    await record(first, 300);
    const a = counting('a');
    const b = counting('b');
    const one = new ChangeDispatcher({ changeEvents: createChangeEventsRepository(first), log: silent, batchSize: 7 });
    const two = new ChangeDispatcher({ changeEvents: createChangeEventsRepository(second), log: silent, batchSize: 7 });
    one.addConsumer(a);
    two.addConsumer(b);
    for (let i = 0; i < 20; i++) {
      one.wake();
      two.wake();
    }
    await Promise.all([one.idle(), two.idle()]);
    // A wake that arrived while a drain was finishing runs once more; wait for those too.
    await Promise.all([one.idle(), two.idle()]);
    const all = [...a.seen, ...b.seen];
    expect(all).toHaveLength(300);
    expect(new Set(all).size).toBe(300);
    for (const seen of [a.seen, b.seen]) expect(seen).toEqual([...seen].sort((x, y) => x - y));
    expect(await pending(first)).toBe(0);
  });

  it('negative control: without the claim (each dispatcher reads what is pending and deletes it after) changes are handed out twice', async () => {
    await record(first, 100, 1000);
    const naive = (database: Database): ChangeEventsRepository => {
      const real = createChangeEventsRepository(database);
      return {
        ...real,
        async claim(_owner, _now, _lease, limit, finished) {
          if (finished.length) await database.rows(sql`delete from change_events where id = any(${`{${finished.join(',')}}`}::bigint[])`);
          return database.rows(sql`select id, payload from change_events order by id limit ${limit}`);
        },
        finish: async (_owner, finished) => {
          if (finished.length) await database.rows(sql`delete from change_events where id = any(${`{${finished.join(',')}}`}::bigint[])`);
        },
      };
    };
    const a = counting('a');
    const b = counting('b');
    const one = new ChangeDispatcher({ changeEvents: naive(first), log: silent, batchSize: 7 });
    const two = new ChangeDispatcher({ changeEvents: naive(second), log: silent, batchSize: 7 });
    one.addConsumer(a);
    two.addConsumer(b);
    one.wake();
    two.wake();
    await Promise.all([one.idle(), two.idle()]);
    const all = [...a.seen, ...b.seen];
    expect(new Set(all).size).toBe(100);
    expect(all.length).toBeGreaterThan(100);
  });

  it('a change committed just before a crash (never dispatched) is dispatched after the restart, once its writer\'s lease has run out', async () => {
    const now = Date.now();
    // The writer's process: it records under its own lease, commits, and dies before its dispatcher hands anything out.
    const dead = { owner: 'dead', leaseUntil: () => now + 30_000, wake: () => undefined, dispatchOwn: () => undefined };
    const feed = createChangeFeed(first, createChangeEventsRepository(first), dead);
    await feed.transaction(async (_tx, rec) => rec(change(5000)));
    // A statement that wrote its change without a lease (the hold release, the seat-lock sweep) crashed the same way.
    await createChangeEventsRepository(first).record(first, change(5001));
    expect(await pending(first)).toBe(2);
    const startAt = async (at: number) => {
      const seen = counting('restarted');
      const dispatcher = new ChangeDispatcher({ changeEvents: createChangeEventsRepository(second), log: silent, sweepMs: 60_000, now: () => at });
      dispatcher.addConsumer(seen);
      await dispatcher.start();
      await dispatcher.stop();
      return seen.seen.length;
    };
    // Restarted within the lease: the unleased change goes out at start, the leased one waits for its lease.
    expect(await startAt(now + 1_000)).toBe(1);
    expect(await pending(first)).toBe(1);
    expect(await startAt(now + 31_000)).toBe(1);
    expect(await pending(first)).toBe(0);
  });

  it("a writer's own changes go out from its own dispatcher without a claim, and no other dispatcher takes them meanwhile", async () => {
    const events = createChangeEventsRepository(first);
    const writer = new ChangeDispatcher({ changeEvents: events, log: silent });
    const mine = counting('mine');
    writer.addConsumer(mine);
    const other = new ChangeDispatcher({ changeEvents: createChangeEventsRepository(second), log: silent });
    const theirs = counting('theirs');
    other.addConsumer(theirs);
    // Keep the writer from dispatching until the other dispatcher has looked.
    const held: Parameters<ChangeDispatcher['dispatchOwn']>[0][] = [];
    const feed = createChangeFeed(first, events, { owner: writer.owner, leaseUntil: () => writer.leaseUntil(), wake: () => writer.wake(), dispatchOwn: (c) => held.push(c) });
    const ids = await feed.transaction(async (_tx, rec) => [await rec(change(8000)), await rec(change(8001))]);
    other.wake();
    await other.idle();
    expect(theirs.seen).toEqual([]);
    for (const c of held) writer.dispatchOwn(c);
    await writer.idle();
    expect(mine.seen).toEqual(ids);
    expect(await pending(first)).toBe(0);
  });

  it('a batch claimed by a dispatcher that died is taken by another one once its lease has run out, and not before', async () => {
    await record(first, 3, 6000);
    const events = createChangeEventsRepository(first);
    const now = Date.now();
    // The dead dispatcher claimed the three changes (30 s lease) and never finished them.
    const claimed = await events.claim('dead', now, 30_000, 10, []);
    expect(claimed).toHaveLength(3);
    const early = counting('early');
    const beforeLease = new ChangeDispatcher({ changeEvents: createChangeEventsRepository(second), log: silent, now: () => now + 29_000 });
    beforeLease.addConsumer(early);
    beforeLease.wake();
    await beforeLease.idle();
    expect(early.seen).toEqual([]);
    const late = counting('late');
    const afterLease = new ChangeDispatcher({ changeEvents: createChangeEventsRepository(second), log: silent, now: () => now + 31_000 });
    afterLease.addConsumer(late);
    afterLease.wake();
    await afterLease.idle();
    expect(late.seen).toEqual(claimed.map((c) => Number(c.id)));
    expect(await pending(first)).toBe(0);
  });

  it('a live dispatcher renews its leases, so a slow dispatch keeps its batch past the first lease; without the renewal another dispatcher takes it (negative control)', async () => {
    const events = createChangeEventsRepository(first);
    const start = Date.now();
    let clock = start;
    const holder = new ChangeDispatcher({ changeEvents: events, log: silent, leaseMs: 10_000, now: () => clock });
    const takenBy = async (at: number) => {
      const other = new ChangeDispatcher({ changeEvents: createChangeEventsRepository(second), log: silent, now: () => at });
      const seen = counting('other');
      other.addConsumer(seen);
      other.wake();
      await other.idle();
      return seen.seen;
    };
    // The holder claims two changes (as a slow consumer is still handling them) and renews 8 s later.
    await record(first, 2, 9000);
    const renewedBatch = await events.claim(holder.owner, clock, 10_000, 10, []);
    clock = start + 8_000;
    await holder.renewLeases();
    expect(await takenBy(start + 12_000)).toEqual([]);
    // Negative control: two more claimed the same way and never renewed are taken at the same moment.
    await record(first, 2, 9100);
    const unrenewed = await events.claim(holder.owner, start, 10_000, 10, []);
    expect(unrenewed.map((r) => Number(r.id))).not.toEqual(renewedBatch.map((r) => Number(r.id)));
    expect(await takenBy(start + 12_000)).toEqual(unrenewed.map((r) => Number(r.id)));
    // The renewed batch is still the holder's; it finishes it.
    await events.finish(holder.owner, renewedBatch.map((r) => Number(r.id)));
    expect(await pending(first)).toBe(0);
  });

  it('a consumer that fails does not stop the others, and the changes still leave the outbox', async () => {
    await record(first, 2, 7000);
    const after = counting('after');
    const dispatcher = new ChangeDispatcher({ changeEvents: createChangeEventsRepository(first), log: silent });
    dispatcher.addConsumer({ name: 'broken', handle: async () => Promise.reject(new Error('broker down')) });
    dispatcher.addConsumer(after);
    dispatcher.wake();
    await dispatcher.idle();
    expect(after.seen).toHaveLength(2);
    expect(await pending(first)).toBe(0);
  });
});
