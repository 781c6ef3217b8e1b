import { SEAT_LOCK_MS, type TLockSeatResponse } from '@busdesk/api-contract';
import type { SessionContext } from '../repositories/sessions-repository';
import type { SeatLocksRepository } from '../repositories/seat-locks-repository';
import type { TicketsRepository } from '../repositories/tickets-repository';
import type { TripsRepository } from '../repositories/trips-repository';
import { notFound } from '../lib/http-error';
import { authorisedRouteIds } from './authorised-routes';
import type { SalesDeps } from './sales-deps';

/**
 * Real-time seat locks (001 §4): the seats a user has picked on a trip, held for SEAT_LOCK_MS so nobody else picks
 * them. Each call replaces the user's seats and restarts the 10 minutes; expired locks are swept every few seconds
 * (plugins/app/sales.ts schedules the sweep).
 * Every change is a 'seat-locks' change event, after which the retained trip/{id}/lockSeat message carries the whole
 * current list again.
 */
export interface SeatLockService {
  /** The clock of seat locks and of the trip view's serverTime; tests move it instead of waiting ten minutes. */
  now(): number;
  lock(session: SessionContext, input: { tripId: string; seatIds: readonly string[] }): Promise<TLockSeatResponse>;
  /** Deletes expired locks (their trips are republished); returns those trip ids. Run periodically by app.jobs. */
  sweep(): Promise<string[]>;
}

export function createSeatLockService(
  deps: Pick<SalesDeps, 'database'> & { seatLocks: SeatLocksRepository; tickets: TicketsRepository; trips: TripsRepository },
): SeatLockService {
  let running: Promise<string[]> | null = null;
  const service: SeatLockService = {
    now: () => Date.now(),
    async lock(session, input) {
      const now = service.now();
      const routeIds = await authorisedRouteIds(deps.database, session);
      if (!(await deps.trips.inRoutes(input.tripId, routeIds))) throw notFound();
      const seatIds = [...new Set(input.seatIds)];
      // A zero-paid hold past its deadline no longer blocks its seat (the sweeper may not have run yet).
      if (seatIds.length) await deps.tickets.releaseExpiredHolds(now, input.tripId);
      const expiresAt = await deps.seatLocks.replace({ tripId: input.tripId, userId: session.userId, partnerId: session.partnerId }, seatIds, now, now + SEAT_LOCK_MS);
      return { records: await deps.seatLocks.active(input.tripId, now), expiresAt, serverTime: now };
    },
    sweep() {
      // One sweep at a time: a slow one is joined rather than overlapped.
      running ??= deps.seatLocks.deleteExpired(service.now()).finally(() => {
        running = null;
      });
      return running;
    },
  };
  return service;
}
