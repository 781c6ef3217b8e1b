import type { TBookedSeatsEvent, TTripCard, TTripChangedEvent } from '@busdesk/api-contract';

/** A trip's booked count and the database clock of its read. */
interface KnownCount {
  totalBookedSeat: number;
  countedAt: number;
}

/**
 * The booked count of each listed trip, from the search answer and the live `booked-seats` events (ADR 0046).
 * Counts are absolute and carry the database clock of their read (`countedAt`); they are never added up from
 * events. Whichever was read last wins, whatever order the answers and events arrive in: two agencies booking at
 * once, two server instances dispatching out of order, a search answer overtaken by an event (or the event the
 * broker kept for the trip, handed over as the list subscribes) all end on the last count.
 */
export class BookedCountLedger {
  private readonly known = new Map<string, KnownCount>();

  /**
   * The cards of a search answer read at `countedAt`: a card keeps the answer's count unless a later one was
   * heard already. Without `countedAt` (a fixture) the answer's count is taken as it is.
   */
  answer(trips: readonly TTripCard[], countedAt: number | undefined): TTripCard[] {
    return trips.map((trip) => {
      const known = this.known.get(trip.tripId);
      if (known && countedAt !== undefined && known.countedAt > countedAt) {
        return known.totalBookedSeat === trip.totalBookedSeat ? trip : { ...trip, totalBookedSeat: known.totalBookedSeat };
      }
      this.known.set(trip.tripId, { totalBookedSeat: trip.totalBookedSeat, countedAt: countedAt ?? Number.NEGATIVE_INFINITY });
      return trip;
    });
  }

  /** Records a live count; true when it was read after the count the card shows (the card should show it). */
  hear(event: TBookedSeatsEvent): boolean {
    const known = this.known.get(event.tripId);
    if (known && known.countedAt >= event.countedAt) return false;
    this.known.set(event.tripId, { totalBookedSeat: event.totalBookedSeat, countedAt: event.countedAt });
    return true;
  }

  /** Forgets the trips no longer listed (their topics are unsubscribed; a later search reads them afresh). */
  keepOnly(tripIds: ReadonlySet<string>): void {
    for (const tripId of this.known.keys()) if (!tripIds.has(tripId)) this.known.delete(tripId);
  }
}

/** The list with one trip patched (a new count, a trip-changed patch); the same array when the trip is not listed. */
export function patchTripCard(trips: TTripCard[], tripId: string, patch: Partial<TTripCard> | TTripChangedEvent['trip']): TTripCard[] {
  if (!trips.some((trip) => trip.tripId === tripId)) return trips;
  return trips.map((trip) => (trip.tripId === tripId ? { ...trip, ...patch } : trip));
}
