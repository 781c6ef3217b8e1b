import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isSellableSeatType, MSG, SEAT_LOCK_MS, topics, type TLockSeatResponse, type TSeatLockRecord } from '@busdesk/api-contract';
import type { Database, Db } from '../db/database';
import type { LockedSeat, SeatLayoutSeat } from '../db/schema/index';
import { releaseExpiredHolds } from '../db/hold-sweeper';
import { badRequest, HttpError } from '../lib/http-error';
import { ACTIVE_TICKET } from './ticket-rows';

/**
 * Real-time seat locks (001 §4): the seats a user has picked on a trip, held for SEAT_LOCK_MS so nobody else
 * picks them. One seat_locks row per (trip, user) — its id is derived from both, so even racing calls cannot
 * make two — and each call replaces the user's seats and restarts the 10 minutes. The retained message on
 * trip/{id}/lockSeat always carries the whole current list, so a screen that subscribes late sees the truth.
 */

/** The time source of seat locks; tests move it instead of waiting ten minutes. */
export interface SeatLockService {
  now(): number;
  /** Deletes expired locks and republishes the trips they were on; returns those trip ids. */
  sweep(): Promise<string[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    seatLocks: SeatLockService;
  }
}

const textArray = (ids: readonly string[]): SQL =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;

const lockRowId = (tripId: string, userId: string) => `sl:${tripId}:${userId}`;

/** The unexpired locks of a trip, oldest first. */
export async function activeSeatLocks(database: Database, tripId: string, now: number = Date.now()): Promise<TSeatLockRecord[]> {
  const rows = await database.rows<{ list_seat_id: string[]; user_id: string; partner_id: string; expires_at: number }>(sql`
    select list_seat_id, user_id, partner_id, expires_at from seat_locks
    where trip_id = ${tripId} and expires_at > ${now}
    order by created_at, id`);
  return rows.map((r) => ({ listSeatId: r.list_seat_id, userId: r.user_id, partnerId: r.partner_id, expiresAt: r.expires_at }));
}

/** Publishes the trip's current locks as the retained message of trip/{id}/lockSeat. */
export async function publishSeatLocks(app: FastifyInstance, tripId: string, now: number = Date.now()): Promise<void> {
  const records = await activeSeatLocks(app.database, tripId, now);
  await app.realtime.publish(topics.tripLockSeat(tripId), { type: 'lock-seat', tripId, records }, { retain: true });
}

/** Removes these seats from every user's lock on the trip (they were just sold); emptied locks are deleted. */
export async function dropSeatsFromLocks(database: Database, tripId: string, seatIds: readonly string[]): Promise<void> {
  if (seatIds.length === 0) return;
  const seats = textArray(seatIds);
  await database.rows(sql`
    update seat_locks set list_seat_id = array(select s from unnest(list_seat_id) s where s <> all(${seats}))
    where trip_id = ${tripId} and list_seat_id && ${seats}`);
  await database.rows(sql`delete from seat_locks where trip_id = ${tripId} and cardinality(list_seat_id) = 0`);
}

async function txRows<T>(tx: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const json = <T>(v: unknown): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : ((v as T | null) ?? null));

/**
 * Takes, changes or (with no seats) releases the user's lock on a trip. The caller has checked the trip is on
 * the session's authorised routes. Refuses non-sellable or unknown seats (400) and seats that are
 * company-locked, sold, or locked by another user (409 naming them); the trip row is locked for the check and
 * the write, so two users racing for one seat cannot both get it.
 */
export async function lockSeats(
  database: Database,
  who: { tripId: string; userId: string; partnerId: string },
  requested: readonly string[],
  now: number,
): Promise<Omit<TLockSeatResponse, 'serverTime'>> {
  const seatIds = [...new Set(requested)];
  const { tripId, userId, partnerId } = who;
  // A zero-paid hold past its deadline no longer blocks its seat (the sweeper may not have run yet).
  if (seatIds.length) await releaseExpiredHolds(database, now, tripId);
  const expiresAt = await database.db.transaction(async (tx): Promise<number | null> => {
    const [trip] = await txRows<{ seat_map: SeatLayoutSeat[] | string; lock_seat: LockedSeat[] | string }>(
      tx,
      sql`select seat_map, lock_seat from trips where id = ${tripId} for update`,
    );
    if (!trip) throw new HttpError(404, MSG.server.notFound);
    if (seatIds.length === 0) {
      await tx.execute(sql`delete from seat_locks where id = ${lockRowId(tripId, userId)}`);
      return null;
    }
    const seatMap = new Map((json<SeatLayoutSeat[]>(trip.seat_map) ?? []).map((s) => [s.seatId, s]));
    const notSellable = seatIds.filter((id) => {
      const seat = seatMap.get(id);
      return !seat || !isSellableSeatType(seat.seatType);
    });
    if (notSellable.length) throw badRequest(MSG.server.invalidField('seatIds'), { seatIds: notSellable });

    const companyLocked = new Set((json<LockedSeat[]>(trip.lock_seat) ?? []).map((l) => l.seatId));
    const sold = await txRows<{ seat_id: string }>(tx, sql`
      select t.seat_id from tickets t where t.trip_id = ${tripId} and ${ACTIVE_TICKET} and t.seat_id in (${sql.join(
        seatIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    const heldByOthers = await txRows<{ list_seat_id: string[] }>(tx, sql`
      select list_seat_id from seat_locks
      where trip_id = ${tripId} and user_id <> ${userId} and expires_at > ${now} and list_seat_id && ${textArray(seatIds)}`);
    const taken = new Set([...sold.map((s) => s.seat_id), ...heldByOthers.flatMap((h) => h.list_seat_id)]);
    const conflicts = seatIds.filter((id) => companyLocked.has(id) || taken.has(id));
    if (conflicts.length) throw new HttpError(409, MSG.server.seatConflict(conflicts.join(', ')), { seatIds: conflicts });

    const until = now + SEAT_LOCK_MS;
    await tx.execute(sql`
      insert into seat_locks (id, trip_id, list_seat_id, partner_id, user_id, created_at, expires_at)
      values (${lockRowId(tripId, userId)}, ${tripId}, ${textArray(seatIds)}, ${partnerId}, ${userId}, ${now}, ${until})
      on conflict (id) do update set list_seat_id = excluded.list_seat_id, partner_id = excluded.partner_id, expires_at = excluded.expires_at`);
    return until;
  });
  return { records: await activeSeatLocks(database, tripId, now), expiresAt };
}

/** Deletes locks that have expired and republishes each affected trip, so no retained message shows them. */
export async function sweepExpiredSeatLocks(app: FastifyInstance, now: number): Promise<string[]> {
  const rows = await app.database.rows<{ trip_id: string }>(sql`delete from seat_locks where expires_at <= ${now} returning trip_id`);
  const tripIds = [...new Set(rows.map((r) => r.trip_id))];
  for (const tripId of tripIds) await publishSeatLocks(app, tripId, now);
  return tripIds;
}

/** The app's seat-lock clock and an interval sweep (unref'd; stopped when the app starts closing). */
export function startSeatLockSweeper(app: FastifyInstance, everyMs = 5_000): SeatLockService {
  let running: Promise<string[]> | null = null;
  const service: SeatLockService = {
    now: () => Date.now(),
    sweep: () => {
      // One sweep at a time: a slow one is joined rather than overlapped.
      running ??= sweepExpiredSeatLocks(app, service.now()).finally(() => {
        running = null;
      });
      return running;
    },
  };
  const timer = setInterval(() => {
    service.sweep().catch((err: unknown) => app.log.warn({ err }, 'seat lock sweep failed'));
  }, everyMs);
  timer.unref();
  // Retained messages live in the broker's memory: after a restart, republish every trip that still has
  // locks, so a screen subscribing before anyone touches the trip again still sees them.
  app.addHook('onReady', async () => {
    const now = service.now();
    const rows = await app.database.rows<{ trip_id: string }>(sql`select distinct trip_id from seat_locks where expires_at > ${now}`);
    for (const { trip_id: tripId } of rows) await publishSeatLocks(app, tripId, now);
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running?.catch(() => undefined);
  });
  return service;
}
