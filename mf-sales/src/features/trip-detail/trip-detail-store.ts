import { topics, type TOccupiedSeat, type TRealtimeEvent, type TTicket, type TViewTripResponse } from '@busdesk/api-contract';
import { bus, isApiError, MSG, subscribeTopic, type BusdeskBus, type BusTicketEvent } from '@busdesk/shared-kit';
import type { Subscription } from 'rxjs';
import { getTripTickets } from './api/get-trip-tickets';
import { viewTrip } from './api/view-trip';
import {
  applyChangedTickets,
  applyLockSeat,
  applyRemovedTickets,
  applySeatStatus,
  applyTripTickets,
  fromViewTrip,
  mergeTickets,
  ownSeatAgrees,
  type TripDetailData,
} from './trip-detail-state';

export type TripDetailSnapshot =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'ready'; data: TripDetailData; error?: undefined }
  | { status: 'error'; data?: undefined; error: string };

/** What the store talks to; the defaults are the real API, realtime client and bus. Tests pass their own topic hub. */
export interface TripDetailServices {
  viewTrip(tripId: string): Promise<TViewTripResponse>;
  fetchTripTickets(tripId: string): Promise<{ tickets: TTicket[]; otherSeats: TOccupiedSeat[] }>;
  subscribeTopic(topic: string, handler: (event: TRealtimeEvent) => void): () => void;
  bus: Pick<BusdeskBus, 'tickets$' | 'reconnected$'>;
}

export const defaultTripDetailServices: TripDetailServices = { viewTrip, fetchTripTickets: getTripTickets, subscribeTopic, bus };

/** Own-seat disagreements are settled by one ticket refetch a moment later, after the ticket event had its chance. */
export const TICKET_RECHECK_MS = 300;

type Pending = { kind: 'tickets'; event: BusTicketEvent } | { kind: 'topic'; event: TRealtimeEvent };

/**
 * The opened trip: loads it, then keeps it current from live events (changed/removed tickets on the agency's
 * topic, seat-status and lock-seat on the trip's topics) and refetches it after a reconnect, because events may
 * have been missed while offline. Framework-free; `useTripDetail` binds it to React.
 */
export class TripDetailStore {
  private snapshot: TripDetailSnapshot = { status: 'loading' };
  private readonly listeners = new Set<() => void>();
  private teardown: (() => void)[] = [];
  /** Events that arrive while a load is in flight are replayed on top of its answer, in order. */
  private pending: Pending[] | null = null;
  private generation = 0;
  private recheckTimer: ReturnType<typeof setTimeout> | undefined;
  private reloadQueued = false;
  private loading: Promise<void> | null = null;
  /** Own seats a seat-status reported that our tickets did not show yet, by seat: the status reported. */
  private readonly ownSeatChecks = new Map<string, number>();
  /** A changed-tickets event carried tickets without every field. */
  private partialTickets = false;

  constructor(
    readonly tripId: string,
    private readonly ownPartnerId: string,
    private readonly services: TripDetailServices = defaultTripDetailServices,
  ) {}

  getSnapshot = (): TripDetailSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Subscribes first, then loads, so nothing published between the two is lost. Safe to call again after stop(). */
  start(): void {
    this.stop();
    const generation = this.generation;
    const { services, tripId } = this;
    const tickets: Subscription = services.bus.tickets$.subscribe((event) => this.onEvent({ kind: 'tickets', event }));
    const reconnected: Subscription = services.bus.reconnected$.subscribe(() => void this.reload());
    const onTopic = (event: TRealtimeEvent) => this.onEvent({ kind: 'topic', event });
    const offSeats = services.subscribeTopic(topics.tripSeats(tripId), onTopic);
    const offLocks = services.subscribeTopic(topics.tripLockSeat(tripId), onTopic);
    this.teardown = [() => tickets.unsubscribe(), () => reconnected.unsubscribe(), offSeats, offLocks];
    if (generation === this.generation) void this.reload();
  }

  stop(): void {
    this.generation += 1;
    for (const off of this.teardown.splice(0)) off();
    if (this.recheckTimer) clearTimeout(this.recheckTimer);
    this.recheckTimer = undefined;
    this.ownSeatChecks.clear();
    this.partialTickets = false;
    this.pending = null;
    this.loading = null;
    this.reloadQueued = false;
  }

  /** Fetches the whole trip again (reconnect, retry). A reload asked for during a load runs once after it. */
  reload(): Promise<void> {
    if (this.loading) {
      this.reloadQueued = true;
      return this.loading;
    }
    const generation = this.generation;
    this.pending = [];
    if (this.snapshot.status === 'error') this.set({ status: 'loading' });
    const run = async () => {
      try {
        const answer = await this.services.viewTrip(this.tripId);
        if (generation !== this.generation) return;
        let data = fromViewTrip(answer, Date.now());
        for (const item of this.pending ?? []) data = this.apply(data, item);
        this.set({ status: 'ready', data });
      } catch (error) {
        if (generation !== this.generation) return;
        // A failed refresh keeps what is on screen; only a first load shows the error.
        if (this.snapshot.status !== 'ready') {
          this.set({ status: 'error', error: isApiError(error) ? error.message : MSG.common.fetchFailed });
        }
      } finally {
        if (generation === this.generation) {
          this.pending = null;
          this.loading = null;
          if (this.reloadQueued) {
            this.reloadQueued = false;
            void this.reload();
          }
        }
      }
    };
    this.loading = run();
    return this.loading;
  }

  /** Tickets the booking form got back from the server (book, update, cancel): the same rule as changed-tickets. */
  mergeTickets(tickets: readonly TTicket[]): void {
    if (this.snapshot.status !== 'ready') return;
    this.set({ status: 'ready', data: mergeTickets(this.snapshot.data, tickets) });
  }

  private onEvent(item: Pending): void {
    // The agency changed this trip (lock, drivers/vehicle, settlement): re-read it; a load under way re-runs once.
    if (item.event.type === 'trip-changed') {
      if (item.event.tripId === this.tripId) void this.reload();
      return;
    }
    if (this.pending) {
      this.pending.push(item);
      return;
    }
    if (this.snapshot.status !== 'ready') return;
    const next = this.apply(this.snapshot.data, item);
    if (next !== this.snapshot.data) this.set({ status: 'ready', data: next });
  }

  private apply(data: TripDetailData, item: Pending): TripDetailData {
    const { event } = item;
    switch (event.type) {
      case 'changed-tickets': {
        const outcome = applyChangedTickets(data, event);
        if (outcome.needsRefetch) {
          this.partialTickets = true;
          this.scheduleTicketRecheck();
        }
        return outcome.data;
      }
      case 'removed-tickets':
        return applyRemovedTickets(data, event);
      case 'seat-status': {
        const outcome = applySeatStatus(data, event, this.ownPartnerId);
        for (const seat of outcome.ownSeats) this.ownSeatChecks.set(seat.seatId, seat.ticketStatus);
        if (outcome.needsRefetch) this.scheduleTicketRecheck();
        return outcome.data;
      }
      case 'lock-seat':
        return applyLockSeat(data, event);
      default:
        return data;
    }
  }

  /**
   * One ticket refetch a moment after a disagreement, and only if it still stands then: usually the ticket event
   * was merely later than the seat event, and a whole agency's screens refetching at once is what this avoids.
   */
  private scheduleTicketRecheck(): void {
    if (this.recheckTimer) return;
    const generation = this.generation;
    this.recheckTimer = setTimeout(() => {
      this.recheckTimer = undefined;
      const checks = [...this.ownSeatChecks];
      const partial = this.partialTickets;
      this.ownSeatChecks.clear();
      this.partialTickets = false;
      const current = this.snapshot.data;
      if (!current) return;
      if (!partial && checks.every(([seatId, status]) => ownSeatAgrees(current.tickets, seatId, status))) return;
      void this.services
        .fetchTripTickets(this.tripId)
        .then((answer) => {
          if (generation !== this.generation || this.snapshot.status !== 'ready') return;
          this.set({ status: 'ready', data: applyTripTickets(this.snapshot.data, answer) });
        })
        // The next event or reconnect refetches again; a failed background check must not disturb the counter.
        .catch(() => undefined);
    }, TICKET_RECHECK_MS);
  }

  private set(snapshot: TripDetailSnapshot): void {
    this.snapshot = snapshot;
    for (const listener of [...this.listeners]) listener();
  }
}
