import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './database';

/**
 * A booked ticket with nothing paid expires when its overTime passes (001 §4) and must stop blocking its seat.
 * Setting released_at takes it out of the partial unique index (tickets_active_seat_uq) while its status stays
 * 2, so history and the 'Hết hạn giữ chỗ' display still see it. Booking code also calls this for one trip
 * right before inserting, so a seat frees at its deadline, not at the next sweep.
 */
export async function releaseExpiredHolds(database: Database, now: number = Date.now(), tripId?: string): Promise<number> {
  const rows = await database.rows<{ id: string }>(sql`
    update tickets set released_at = ${now}
    where ticket_status = 2 and released_at is null and paid_money = 0 and over_time is not null and over_time < ${now}
      ${tripId ? sql`and trip_id = ${tripId}` : sql``}
    returning id`);
  return rows.length;
}

export function startHoldSweeper(database: Database, log: FastifyBaseLogger, everyMs = 30_000) {
  const timer = setInterval(() => {
    releaseExpiredHolds(database).catch((err: unknown) => log.warn({ err }, 'hold sweep failed'));
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
