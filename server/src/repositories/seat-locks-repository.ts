import { sql } from 'drizzle-orm';
import { isSellableSeatType, MSG, type TSeatLockRecord } from '@busdesk/api-contract';
import type { Database } from '../db/database';
import type { SqlRow } from '../db/row-types';
import type { seatLocks, tickets, trips } from '../db/schema/index';
import { fromJson, inList, textArray, txRunner } from '../db/sql';
import { badRequest, HttpError } from '../lib/http-error';
import type { ChangeFeed } from '../changes/change-feed';
import { ACTIVE_TICKET } from './tickets-repository';

type SeatLockColumns = SqlRow<typeof seatLocks>;

const lockRowId = (tripId: string, userId: string) => `sl:${tripId}:${userId}`;

/**
 * Real-time seat locks (001 §4): one seat_locks row per (trip, user) — its id is derived from both, so even racing
 * calls cannot make two. Every write records a 'seat-locks' change, so the retained trip/{id}/lockSeat message is
 * republished after it (ADR 0037).
 */
export function createSeatLocksRepository(database: Database, changes: ChangeFeed) {
  return {
    /** The unexpired locks of a trip, oldest first. */
    async active(tripId: string, now: number): Promise<TSeatLockRecord[]> {
      const rows = await database.rows<Pick<SeatLockColumns, 'list_seat_id' | 'user_id' | 'partner_id' | 'expires_at'>>(sql`
        select list_seat_id, user_id, partner_id, expires_at from seat_locks
        where trip_id = ${tripId} and expires_at > ${now}
        order by created_at, id`);
      return rows.map((r) => ({ listSeatId: r.list_seat_id, userId: r.user_id, partnerId: r.partner_id, expiresAt: r.expires_at }));
    },

    /** Trips that have unexpired locks (republished at start: retained messages live in the broker's memory). */
    async tripsWithLocks(now: number): Promise<string[]> {
      const rows = await database.rows<Pick<SeatLockColumns, 'trip_id'>>(sql`select distinct trip_id from seat_locks where expires_at > ${now}`);
      return rows.map((r) => r.trip_id);
    },

    /**
     * Takes, replaces or (with no seats) releases the user's lock on a trip until `until`. Refuses unknown or
     * non-sellable seats (400) and seats that are company-locked, sold, or locked by another user (409 naming
     * them); the trip row is locked for the check and the write, so two users racing for one seat cannot both get it.
     */
    async replace(who: { tripId: string; userId: string; partnerId: string }, seatIds: readonly string[], now: number, until: number): Promise<number | null> {
      const { tripId, userId, partnerId } = who;
      return changes.transaction(async (tx, record) => {
        const runner = txRunner(tx);
        const [trip] = await runner.rows<Pick<SqlRow<typeof trips>, 'seat_map' | 'lock_seat'>>(
          sql`select seat_map, lock_seat from trips where id = ${tripId} for update`,
        );
        if (!trip) throw new HttpError(404, MSG.server.notFound);
        if (seatIds.length === 0) {
          const deleted = await runner.rows(sql`delete from seat_locks where id = ${lockRowId(tripId, userId)} returning id`);
          if (deleted.length) await record({ kind: 'seat-locks', tripIds: [tripId] });
          return null;
        }
        const seatMap = new Map((fromJson<SqlRow<typeof trips>['seat_map'] | null>(trip.seat_map) ?? []).map((s) => [s.seatId, s]));
        const notSellable = seatIds.filter((id) => {
          const seat = seatMap.get(id);
          return !seat || !isSellableSeatType(seat.seatType);
        });
        if (notSellable.length) throw badRequest(MSG.server.invalidField('seatIds'), { seatIds: notSellable });

        const companyLocked = new Set((fromJson<SqlRow<typeof trips>['lock_seat'] | null>(trip.lock_seat) ?? []).map((l) => l.seatId));
        const sold = await runner.rows<Pick<SqlRow<typeof tickets>, 'seat_id'>>(sql`
          select t.seat_id from tickets t where t.trip_id = ${tripId} and ${ACTIVE_TICKET} and t.seat_id in ${inList(seatIds)}`);
        const heldByOthers = await runner.rows<Pick<SeatLockColumns, 'list_seat_id'>>(sql`
          select list_seat_id from seat_locks
          where trip_id = ${tripId} and user_id <> ${userId} and expires_at > ${now} and list_seat_id && ${textArray(seatIds)}`);
        const taken = new Set([...sold.map((s) => s.seat_id), ...heldByOthers.flatMap((h) => h.list_seat_id)]);
        const conflicts = seatIds.filter((id) => companyLocked.has(id) || taken.has(id));
        if (conflicts.length) throw new HttpError(409, MSG.server.seatConflict(conflicts.join(', ')), { seatIds: conflicts });

        await runner.rows(sql`
          insert into seat_locks (id, trip_id, list_seat_id, partner_id, user_id, created_at, expires_at)
          values (${lockRowId(tripId, userId)}, ${tripId}, ${textArray(seatIds)}, ${partnerId}, ${userId}, ${now}, ${until})
          on conflict (id) do update set list_seat_id = excluded.list_seat_id, partner_id = excluded.partner_id, expires_at = excluded.expires_at`);
        await record({ kind: 'seat-locks', tripIds: [tripId] });
        return until;
      });
    },

    /** Removes these seats from every user's lock on the trip (they were just sold); emptied locks are deleted. */
    async dropSeats(tripId: string, seatIds: readonly string[]): Promise<void> {
      if (seatIds.length === 0) return;
      const seats = textArray(seatIds);
      await changes.transaction(async (tx, record) => {
        const runner = txRunner(tx);
        await runner.rows(sql`
          update seat_locks set list_seat_id = array(select s from unnest(list_seat_id) s where s <> all(${seats}))
          where trip_id = ${tripId} and list_seat_id && ${seats}`);
        await runner.rows(sql`delete from seat_locks where trip_id = ${tripId} and cardinality(list_seat_id) = 0`);
        await record({ kind: 'seat-locks', tripIds: [tripId] });
      });
    },

    /** Deletes locks that have expired, with one change naming their trips; returns those trip ids. */
    async deleteExpired(now: number): Promise<string[]> {
      const rows = await database.rows<Pick<SeatLockColumns, 'trip_id'>>(sql`
        with expired as (delete from seat_locks where expires_at <= ${now} returning trip_id),
        trips as (select distinct trip_id from expired),
        changed as (
          insert into change_events (kind, payload)
          select 'seat-locks', jsonb_build_object('kind', 'seat-locks', 'tripIds', jsonb_agg(trip_id order by trip_id))
          from trips having count(*) > 0
        )
        select trip_id from trips order by trip_id`);
      if (rows.length) changes.committed();
      return rows.map((r) => r.trip_id);
    },
  };
}

export type SeatLocksRepository = ReturnType<typeof createSeatLocksRepository>;
