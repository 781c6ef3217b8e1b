import { parseTopic, topics, type TRealtimeEvent } from '@busdesk/api-contract';
import type { Logger } from '../lib/logger';
import type { SeatLocksRepository } from '../repositories/seat-locks-repository';
import type { TripsRepository } from '../repositories/trips-repository';

export interface RetainedTripStatesDeps {
  trips: Pick<TripsRepository, 'bookedSeatCounts'>;
  seatLocks: Pick<SeatLocksRepository, 'active'>;
  log: Logger;
  now?: () => number;
}

/**
 * The retained messages of the trip topics, read from the database when a client subscribes (docs/adr/0096): a
 * trip's current seat locks (trip/{id}/lockSeat) and booked count (trip/{id}/seats), exactly what the realtime
 * consumer last published as retained. In a cluster each broker keeps its retained messages in its own memory, so a
 * message published on another instance would be missing here; the database has the state for every instance. One
 * query for all the counts a SUBSCRIBE asks for, one per trip for the locks (only an opened trip subscribes those).
 * Topics that are not trip topics are left to the broker's own retained messages (`rest`).
 */
export function createRetainedTripStates(deps: RetainedTripStatesDeps) {
  const now = deps.now ?? Date.now;
  return async (patterns: readonly string[]): Promise<{ states: Array<{ topic: string; event: TRealtimeEvent }>; rest: string[] }> => {
    const counted: string[] = [];
    const locked: string[] = [];
    const rest: string[] = [];
    for (const pattern of patterns) {
      const parsed = parseTopic(pattern);
      if (parsed?.kind === 'tripSeats') counted.push(parsed.tripId);
      else if (parsed?.kind === 'tripLockSeat') locked.push(parsed.tripId);
      else rest.push(pattern);
    }
    const at = now();
    const states: Array<{ topic: string; event: TRealtimeEvent }> = [];
    try {
      for (const c of await deps.trips.bookedSeatCounts(counted, at)) states.push({ topic: topics.tripSeats(c.tripId), event: { type: 'booked-seats', ...c } });
      for (const tripId of locked) {
        states.push({ topic: topics.tripLockSeat(tripId), event: { type: 'lock-seat', tripId, records: await deps.seatLocks.active(tripId, at) } });
      }
    } catch (err) {
      // The subscription stands; the screen has fetched the trip itself and follows the next events.
      deps.log.warn({ err }, 'retained trip states not read');
    }
    return { states, rest };
  };
}
