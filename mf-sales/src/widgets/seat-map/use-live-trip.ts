import {
  viewTripEndpoint,
  viewUserEndpoint,
  type TOccupiedSeat,
  type TSeatLockRecord,
  type TSeatStatusEvent,
  type TViewTripResponse,
} from '@busdesk/api-contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SeatContext } from '../../shared/seat-map/seat-rules';
import { connectTripLive, mqttUrlFor, type TripLiveStatus } from './trip-live';
import { postEndpoint } from '../widget-api';

export interface LiveTripSource {
  tripId: string;
  apiBase: string;
  token: string;
}

export type LiveTripState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; ctx: SeatContext; live: TripLiveStatus };

/** How often the clock that expires holds and seat locks on screen ticks. */
const CLOCK_TICK_MS = 15_000;
/** Own-agency seat changes carry no ticket: several in a burst cause one refetch. */
const REFETCH_DEBOUNCE_MS = 250;

interface Loaded {
  view: TViewTripResponse;
  userId: string;
  partnerId: string;
  /** Server clock minus the browser's, so expiry uses the server's time. */
  clockOffset: number;
}

/** Applies a seat-status event of other agencies to the occupied seats (status 0 frees the seat). */
export function applySeatStatus(otherSeats: readonly TOccupiedSeat[], event: TSeatStatusEvent, ownPartnerId: string): TOccupiedSeat[] {
  const next = new Map(otherSeats.map((s) => [s.seatId, s]));
  for (const seat of event.seats) {
    if (seat.partnerId === ownPartnerId) continue;
    if (seat.ticketStatus === 0) next.delete(seat.seatId);
    else next.set(seat.seatId, { seatId: seat.seatId, ticketStatus: seat.ticketStatus });
  }
  return [...next.values()];
}

/**
 * One trip as the widget shows it: fetched with the token (the user, for whose locks are "someone else's", and the
 * trip), then kept current from trip/{id}/seats and trip/{id}/lockSeat; refetched after a reconnect and when the
 * agency's own seats change (those events carry no ticket).
 */
export function useLiveTrip({ tripId, apiBase, token }: LiveTripSource): { state: LiveTripState; reload(): void } {
  const [loaded, setLoaded] = useState<Loaded>();
  const [error, setError] = useState<string>();
  const [otherSeats, setOtherSeats] = useState<readonly TOccupiedSeat[]>([]);
  const [seatLocks, setSeatLocks] = useState<readonly TSeatLockRecord[]>([]);
  const [live, setLive] = useState<TripLiveStatus>('connecting');
  const [now, setNow] = useState(() => Date.now());
  const [generation, setGeneration] = useState(0);
  const partnerRef = useRef<string | undefined>(undefined);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  useEffect(() => {
    const abort = new AbortController();
    const sentAt = Date.now();
    Promise.all([
      postEndpoint(apiBase, token, viewUserEndpoint, {}, abort.signal),
      postEndpoint(apiBase, token, viewTripEndpoint, { tripId }, abort.signal),
    ]).then(
      ([{ user }, view]) => {
        if (abort.signal.aborted) return;
        partnerRef.current = user.partnerId;
        const receivedAt = Date.now();
        setLoaded({ view, userId: user.id, partnerId: user.partnerId, clockOffset: view.serverTime - Math.round((sentAt + receivedAt) / 2) });
        setOtherSeats(view.otherSeats);
        setSeatLocks(view.seatLocks);
        setNow(receivedAt);
        setError(undefined);
      },
      (e: unknown) => {
        if (!abort.signal.aborted) setError(e instanceof Error ? e.message : String(e));
      },
    );
    return () => abort.abort();
  }, [tripId, apiBase, token, generation]);

  // A new trip or token starts from nothing rather than showing the previous trip's seats.
  useEffect(() => {
    setLoaded(undefined);
    setError(undefined);
  }, [tripId, apiBase, token]);

  useEffect(() => {
    let refetch: ReturnType<typeof setTimeout> | undefined;
    const scheduleRefetch = () => {
      if (refetch) clearTimeout(refetch);
      refetch = setTimeout(() => setGeneration((g) => g + 1), REFETCH_DEBOUNCE_MS);
    };
    const close = connectTripLive({
      url: mqttUrlFor(apiBase),
      token,
      tripId,
      onLockSeat: (event) => setSeatLocks(event.records),
      onSeatStatus: (event) => {
        const own = partnerRef.current;
        if (own === undefined) return scheduleRefetch();
        setOtherSeats((seats) => applySeatStatus(seats, event, own));
        if (event.seats.some((s) => s.partnerId === own)) scheduleRefetch();
      },
      onReconnect: scheduleRefetch,
      onStatus: setLive,
    });
    return () => {
      if (refetch) clearTimeout(refetch);
      close();
    };
  }, [tripId, apiBase, token]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const ctx = useMemo<SeatContext | undefined>(() => {
    if (!loaded) return undefined;
    const { view } = loaded;
    return {
      seats: view.trip.seatMap,
      companyLockedSeatIds: view.trip.lockSeat.map((s) => s.seatId),
      tickets: view.tickets,
      otherSeats,
      seatLocks,
      currentUserId: loaded.userId,
      currentPartnerId: loaded.partnerId,
      routePointIds: [...view.points].sort((a, b) => a.order - b.order).map((p) => p.pointId),
      now: now + loaded.clockOffset,
    };
  }, [loaded, otherSeats, seatLocks, now]);

  if (ctx) return { state: { status: 'ready', ctx, live }, reload };
  if (error) return { state: { status: 'error', message: error }, reload };
  return { state: { status: 'loading' }, reload };
}
