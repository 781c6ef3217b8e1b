import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresConnections, someoneWaits } from '../test-support/postgres-connections';
import { createTestApp, login, type TestApp } from '../test-support/test-app';
import { createTrip, PATHS, poster, seatBooking, ticketsOf } from '../test-support/sales-booking-fixtures';

// Two transactions on one group of tickets, on two connections: only PostgreSQL has them (PGlite runs one transaction
// at a time), so vitest.config.ts collects this file only in `npm test`'s postgres step. A bank transfer for a group
// locks its tickets in id order (payment-events-repository lockTickets); a clerk's cancel or edit took them in the
// order the request listed them, and the hold sweep in scan order. Opposite orders deadlock; PostgreSQL then fails one
// of the two (40P01) — the clerk's request answering 500 — so every multi-ticket change now locks in id order first
// (TicketsRepository.lockInIdOrder), and the sweep skips a hold another transaction holds.
let t: TestApp;
let post: ReturnType<typeof poster>;
let admin: string;
const { connect, endAll } = postgresConnections(() => t.location.databaseUrl);

/** A booked group of two seats on a fresh trip: its ticket ids in id order. */
async function group(): Promise<{ tripId: string; ids: [string, string] }> {
  const tripId = await createTrip(t.app);
  const res = await post(PATHS.book, admin, { tripId, informationsBySeats: [seatBooking('A01'), seatBooking('A02')] });
  expect(res.statusCode).toBe(200);
  const ids = ticketsOf(res).map((x) => x.ticketId).sort();
  return { tripId, ids: [ids[0]!, ids[1]!] };
}

/**
 * The transfer's side: holds the lower id (as lockTickets takes it first), lets `other` start, and once someone waits
 * takes the higher id. Answers how each side ended: 'ok' or the failure's SQLSTATE / HTTP status.
 */
async function transferHoldingFirst(ids: [string, string], other: () => Promise<string>) {
  const transfer = await connect();
  await transfer.query('begin');
  await transfer.query('select id from tickets where id = $1 for update', [ids[0]]);
  const theirs = other();
  await someoneWaits(await connect());
  const mine = await transfer
    .query('update tickets set updated_at = updated_at + 1 where id = $1', [ids[1]])
    .then(async () => (await transfer.query('commit'), 'ok'))
    .catch(async (err: { code?: string }) => (await transfer.query('rollback'), err.code ?? 'error'));
  return { mine, theirs: await theirs };
}

beforeAll(async () => {
  t = await createTestApp();
  post = poster(t.app);
  admin = await login(t.app, 'admin', 'admin123');
});
afterAll(async () => {
  await endAll();
  await t.close();
});

describe('tickets changed together are locked in one order', () => {
  it('a clerk cancelling a group (listed highest id first) while a transfer holds it waits, then cancels: no 500', async () => {
    const { ids } = await group();
    const { mine, theirs } = await transferHoldingFirst(ids, async () => {
      const res = await post(PATHS.cancel, admin, { ticketIds: [ids[1], ids[0]] });
      return res.statusCode === 200 ? 'ok' : `${res.statusCode} ${res.body.slice(0, 120)}`;
    });
    expect({ mine, theirs }).toEqual({ mine: 'ok', theirs: 'ok' });
    const rows = await t.app.database.rows<{ ticket_status: number }>(sql`select ticket_status from tickets where id in (${ids[0]}, ${ids[1]})`);
    expect(rows.map((r) => r.ticket_status)).toEqual([0, 0]);
  });

  it('negative control: the same interleaving with the cancel taking the tickets in the listed order is a deadlock', async () => {
    const { ids } = await group();
    const clerk = await connect();
    const { mine, theirs } = await transferHoldingFirst(ids, async () => {
      await clerk.query('begin');
      try {
        for (const id of [ids[1], ids[0]]) await clerk.query('update tickets set ticket_status = 0 where id = $1', [id]);
        await clerk.query('commit');
        return 'ok';
      } catch (err) {
        await clerk.query('rollback');
        return (err as { code?: string }).code ?? 'error';
      }
    });
    // 40P01: deadlock_detected — PostgreSQL picks one of the two to fail.
    expect([mine, theirs].sort()).toEqual(['40P01', 'ok']);
  });

  it('the hold sweep skips an expired hold a transfer holds instead of waiting for it, and releases it afterwards', async () => {
    const { tripId, ids } = await group();
    // Both holds expired unpaid (their hold time in the past).
    await t.app.database.rows(sql`update tickets set over_time = ${Date.now() - 60_000} where id in (${ids[0]}, ${ids[1]})`);
    const transfer = await connect();
    await transfer.query('begin');
    await transfer.query('select id from tickets where id = $1 for update', [ids[0]]);
    const observer = await connect();
    const sweep = t.app.bookings.releaseExpiredHolds(Date.now(), tripId);
    // The sweep ends while the transfer still holds the first ticket, or it waits (the failure this guards against).
    const outcome = await Promise.race([
      sweep.then((n) => ({ released: n })),
      someoneWaits(observer).then(() => ({ waited: true })),
    ]);
    await transfer.query('commit');
    await sweep;
    expect(outcome).toEqual({ released: 1 });
    const released = await t.app.database.rows<{ id: string }>(sql`select id from tickets where id in (${ids[0]}, ${ids[1]}) and released_at is not null`);
    expect(released.map((r) => r.id)).toEqual([ids[1]]);
    expect(await t.app.bookings.releaseExpiredHolds(Date.now(), tripId)).toBe(1);
  });
});
