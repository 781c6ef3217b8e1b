import {
  topics,
  tripTicketsEndpoint,
  viewTripEndpoint,
  type EndpointRequest,
  type EndpointResponse,
  type TRealtimeEvent,
} from '@busdesk/api-contract';
import { isApiError, MSG, warmEndpoint, type BusTicketEvent } from '@busdesk/shared-kit';
import {
  applyChangedTickets,
  applyLockSeat,
  applyRemovedTickets,
  applySeatStatus,
  applyTripTickets,
  fromViewTrip,
  mergeTickets,
  ownSeatAgrees,
  type LiveTripData,
  type LiveTripViewer,
} from './live-trip-state';

export type LiveTripSnapshot =
  | { status: 'loading'; data?: undefined; viewer?: undefined; error?: undefined }
  | { status: 'ready'; data: LiveTripData; viewer: LiveTripViewer; error?: undefined }
  | { status: 'error'; data?: undefined; viewer?: undefined; error: string };

type LiveTripEndpoint = typeof viewTripEndpoint | typeof tripTicketsEndpoint;

let answersWarmed = false;

/**
 * Warms the checks of the answers the engine reads (shared-kit `warmEndpoint`), once per page, so the first trip a
 * screen opens does not pay for compiling them.
 */
export function warmLiveTripAnswers(): void {
  if (answersWarmed) return;
  answersWarmed = true;
  warmEndpoint(viewTripEndpoint);
  warmEndpoint(tripTicketsEndpoint);
}

/**
 * The typed API client the engine reads the trip with: shared-kit's `callEndpoint` in the portal, the widget's own
 * fetch with its Bearer token on a partner's page.
 */
export type LiveTripCall = <E extends LiveTripEndpoint>(endpoint: E, request: EndpointRequest<E>) => Promise<EndpointResponse<E>>;

/** What the engine needs of an event stream: rxjs's Subject fits as it is, and so does a plain listener list. */
export interface LiveTripEvents<T> {
  subscribe(listener: (value: T) => void): { unsubscribe(): void };
}

/** The realtime connection: the portal's page connection (shared-kit) or the widget's own MQTT connection. */
export interface LiveTripRealtime {
  /** Subscribes one topic (the trip's seats and seat locks); returns its unsubscribe. */
  subscribeTopic(topic: string, handler: (event: TRealtimeEvent) => void): () => void;
  /**
   * The agency's own ticket events (partner/{id}/tickets), where the connection carries them: the portal's does;
   * the widget's does not, so its own seats are settled by the ticket re-read below.
   */
  tickets$?: LiveTripEvents<BusTicketEvent>;
  /** The connection is up with its topics subscribed, the first time or after a drop: events may have been missed. */
  reconnected$: LiveTripEvents<void>;
}

export interface LiveTripClients {
  call: LiveTripCall;
  realtime: LiveTripRealtime;
  /** The text a failed first load shows; by default the API error's message, else the catalogue's fetch failure. */
  describeError?: (error: unknown) => string;
}

/** Own-seat disagreements are settled by one ticket refetch a moment later, after the ticket event had its chance. */
export const TICKET_RECHECK_MS = 300;

type Pending = { kind: 'tickets'; event: BusTicketEvent } | { kind: 'topic'; event: TRealtimeEvent };

const defaultErrorText = (error: unknown): string => (isApiError(error) ? error.message : MSG.common.fetchFailed);

/**
 * One trip, live — the one engine behind the portal's opened trip and the `<busdesk-seat-map>` widget. It loads
 * the trip, then keeps it current from live events (the agency's changed/removed tickets, the trip's seat-status
 * and lock-seat topics) and refetches it after a reconnect, because events may have been missed while offline.
 * Framework-free; `useLiveTrip` binds it to React. The API client and the realtime connection are injected
 * (LiveTripClients), so the portal and a partner's page run the same rules over their own connections.
 */
export class LiveTrip {
  private snapshot: LiveTripSnapshot = { status: 'loading' };
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
  private viewer: LiveTripViewer | undefined;

  /**
   * @param viewer known to the portal (the session's user); the widget, which holds only a token, passes the call
   *   that asks the server, made again with every load.
   */
  constructor(
    readonly tripId: string,
    private readonly whoIsViewing: LiveTripViewer | (() => Promise<LiveTripViewer>),
    private readonly clients: LiveTripClients,
  ) {}

  getSnapshot = (): LiveTripSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Started and not stopped since: subscribed to the trip's events, its load under way or done. */
  get running(): boolean {
    return this.teardown.length > 0;
  }

  /**
   * Subscribes first, then loads, so nothing published between the two is lost: a subscription made before the
   * connection is up is answered by `reconnected$` once it is (ADR 0114). Safe to call again after stop().
   */
  start(): void {
    this.stop();
    const generation = this.generation;
    const { realtime } = this.clients;
    const tripId = this.tripId;
    const tickets = realtime.tickets$?.subscribe((event) => this.onEvent({ kind: 'tickets', event }));
    const reconnected = realtime.reconnected$.subscribe(() => void this.reload());
    const onTopic = (event: TRealtimeEvent) => this.onEvent({ kind: 'topic', event });
    const offSeats = realtime.subscribeTopic(topics.tripSeats(tripId), onTopic);
    const offLocks = realtime.subscribeTopic(topics.tripLockSeat(tripId), onTopic);
    this.teardown = [() => tickets?.unsubscribe(), () => reconnected.unsubscribe(), offSeats, offLocks];
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
        const sentAt = Date.now();
        const [viewer, answer] = await Promise.all([
          typeof this.whoIsViewing === 'function' ? this.whoIsViewing() : this.whoIsViewing,
          this.clients.call(viewTripEndpoint, { tripId: this.tripId }),
        ]);
        if (generation !== this.generation) return;
        this.viewer = viewer;
        // The server's clock is read halfway through the round trip: countdowns use it, not the machine's.
        let data = fromViewTrip(answer, Math.round((sentAt + Date.now()) / 2));
        for (const item of this.pending ?? []) data = this.apply(data, item);
        this.set({ status: 'ready', data, viewer });
      } catch (error) {
        if (generation !== this.generation) return;
        // A failed refresh keeps what is on screen; only a first load shows the error.
        if (this.snapshot.status !== 'ready') {
          this.set({ status: 'error', error: (this.clients.describeError ?? defaultErrorText)(error) });
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
  mergeTickets(tickets: Parameters<typeof mergeTickets>[1]): void {
    if (this.snapshot.status !== 'ready') return;
    this.set({ ...this.snapshot, data: mergeTickets(this.snapshot.data, tickets) });
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
    if (next !== this.snapshot.data) this.set({ ...this.snapshot, data: next });
  }

  private apply(data: LiveTripData, item: Pending): LiveTripData {
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
        // Applied only on top of a load, which has resolved the viewer.
        const outcome = applySeatStatus(data, event, this.viewer?.partnerId ?? '');
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
      void this.clients
        .call(tripTicketsEndpoint, { id: this.tripId })
        .then((answer) => {
          if (generation !== this.generation || this.snapshot.status !== 'ready') return;
          this.set({ ...this.snapshot, data: applyTripTickets(this.snapshot.data, answer) });
        })
        // The next event or reconnect refetches again; a failed background check must not disturb the counter.
        .catch(() => undefined);
    }, TICKET_RECHECK_MS);
  }

  private set(snapshot: LiveTripSnapshot): void {
    this.snapshot = snapshot;
    for (const listener of [...this.listeners]) listener();
  }
}
