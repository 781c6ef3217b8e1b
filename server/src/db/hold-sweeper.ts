import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './database';

/** A hold that just stopped blocking its seat. */
export interface ReleasedHold {
  ticketId: string;
  tripId: string;
  seatId: string;
  partnerId: string | null;
}

type ReleaseListener = (released: ReleasedHold[]) => void;
/**
 * Who wants to know about releases, per database: the sales routes publish them (removed-tickets, seat-status 0)
 * whether the sweeper or a booking released them, without this module knowing about the broker.
 */
const listeners = new WeakMap<Database, Set<ReleaseListener>>();

/** Registers a listener for holds released on this database; returns the unsubscribe function. */
export function onHoldsReleased(database: Database, listener: ReleaseListener): () => void {
  let set = listeners.get(database);
  if (!set) {
    set = new Set();
    listeners.set(database, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/** Raw SQL on the database or inside a caller's transaction. */
interface SqlRows {
  rows<T extends Record<string, unknown>>(query: SQL): Promise<T[]>;
}

/**
 * A booked ticket with nothing paid expires when its overTime passes (001 §4) and must stop blocking its seat.
 * Setting released_at takes it out of the partial unique index (tickets_active_seat_uq) while its status stays
 * 2, so history and the 'Hết hạn giữ chỗ' display still see it. This form runs inside the caller's transaction
 * (a booking releases and inserts in one commit) and announces nothing: the caller calls
 * announceReleasedHolds after its commit.
 */
export async function releaseExpiredHoldsWith(runner: SqlRows, now: number, tripId?: string): Promise<ReleasedHold[]> {
  const rows = await runner.rows<{ id: string; trip_id: string; seat_id: string; partner_id: string | null }>(sql`
    update tickets set released_at = ${now}
    where ticket_status = 2 and released_at is null and paid_money = 0 and over_time is not null and over_time < ${now}
      ${tripId ? sql`and trip_id = ${tripId}` : sql``}
    returning id, trip_id, seat_id, partner_id`);
  return rows.map((r) => ({ ticketId: r.id, tripId: r.trip_id, seatId: r.seat_id, partnerId: r.partner_id }));
}

/** Tells the listeners (the sales routes publish them) about committed releases. */
export function announceReleasedHolds(database: Database, released: ReleasedHold[]): void {
  if (!released.length) return;
  for (const listener of listeners.get(database) ?? []) {
    try {
      listener(released);
    } catch {
      // The release is committed; a listener's failure (a publish) must not turn it into an error.
    }
  }
}

/**
 * Releases expired zero-paid holds (all, or one trip's) and announces them. Seat-lock and booking code call it
 * for one trip right before taking a seat, so a seat frees at its deadline, not at the next sweep.
 */
export async function releaseExpiredHolds(database: Database, now: number = Date.now(), tripId?: string): Promise<number> {
  const released = await releaseExpiredHoldsWith(database, now, tripId);
  announceReleasedHolds(database, released);
  return released.length;
}

export function startHoldSweeper(database: Database, log: FastifyBaseLogger, everyMs = 30_000) {
  const timer = setInterval(() => {
    releaseExpiredHolds(database).catch((err: unknown) => log.warn({ err }, 'hold sweep failed'));
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
