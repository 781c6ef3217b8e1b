import { MSG, type TTicket, type TTripDetail, type TTripPoint, type TUserInfo } from '@busdesk/api-contract';
import { notify } from '@busdesk/shared-kit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { SeatContext } from '../../../shared/seat-map/seat-rules';
import { TRIP_DETAIL_LABELS as L } from '../labels';
import type { LockSeats } from '../seat-lock-controller';
import { TripDetailView } from './trip-detail-view';
import type { TripDetailServices } from '../trip-detail-store';
import { usePhoneShortcut } from '../../../shared/use-phone-shortcut';
import { freeSeatsOf, useSeatSelection } from '../hooks/use-seat-selection';
import { useTripDetail } from '../hooks/use-trip-detail';

/** How often the map re-reads the clock: hold and seat-lock expiry are minute-scale, the countdown ticks itself. */
export const CLOCK_STEP_MS = 15_000;

/** Now on the server's clock, re-read every `stepMs`. */
function useServerClock(offset: number, stepMs: number = CLOCK_STEP_MS): number {
  const [browserNow, setBrowserNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setBrowserNow(Date.now()), stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);
  return browserNow + offset;
}

/** What the opened trip hands the booking form beside its map. */
export interface OpenedTripBookingProps {
  trip: TTripDetail;
  points: TTripPoint[];
  /** New seats chosen on the map. */
  selectedSeatIds: readonly string[];
  /** Existing own tickets chosen on the map (a whole group). */
  selectedTickets: readonly TTicket[];
  /** The server's answer tickets after any action (status 0 = removed): merged into the trip, selection cleared. */
  onTicketsChanged(tickets: TTicket[]): void;
  onClearSelection(): void;
  /** The page's F2 shortcut focuses the phone input through this. */
  phoneInputRef: RefObject<HTMLInputElement | null>;
}

/** What the tools in the opened trip's header get (lock, trip update, settlement, contract). */
export interface OpenedTripToolsProps {
  trip: TTripDetail;
  /** Re-read the opened trip from the server (after a lock, update or settlement). */
  onTripChanged(): void;
}

export interface TripDetailProps {
  tripId: string;
  user: TUserInfo;
  /** A quick-search result: select this ticket's group once the trip is loaded. */
  ticketId?: string | null;
  /** Tests and stories inject the data side; the product uses the real API and realtime client. */
  services?: TripDetailServices;
  lockSeats?: LockSeats;
  /**
   * The booking form beside the map and the tools in the trip's header. Other features provide them: the page
   * (src/app) composes them here, so this feature imports none of them.
   */
  renderBooking?: (props: OpenedTripBookingProps) => ReactNode;
  renderTripTools?: (props: OpenedTripToolsProps) => ReactNode;
}

/**
 * The opened trip, live, with the booking form beside its seat map. Mount it keyed by trip id: the selection and
 * the seat lock belong to one trip and are released when it closes.
 */
export function TripDetail({ tripId, user, ticketId, services, lockSeats, renderBooking, renderTripTools }: TripDetailProps) {
  const { snapshot, store } = useTripDetail(tripId, user.partnerId, services);
  const data = snapshot.data;
  const now = useServerClock(data?.serverOffset ?? 0);
  const ctx = useMemo<SeatContext | null>(
    () =>
      data
        ? {
            seats: data.trip.seatMap,
            companyLockedSeatIds: data.trip.lockSeat.map((s) => s.seatId),
            tickets: data.tickets,
            otherSeats: data.otherSeats,
            seatLocks: data.seatLocks,
            currentUserId: user.id,
            currentPartnerId: user.partnerId,
            routePointIds: [...data.points].sort((a, b) => a.order - b.order).map((p) => p.pointId),
            now,
          }
        : null,
    [data, user.id, user.partnerId, now],
  );
  const selection = useSeatSelection(tripId, ctx, lockSeats);
  const phoneInputRef = useRef<HTMLInputElement>(null);
  usePhoneShortcut(phoneInputRef);

  // Opening a quick-search result selects its ticket's group once the trip has arrived.
  const consumedTicket = useRef<string | null>(null);
  const { selectTicket } = selection;
  useEffect(() => {
    if (!ctx || !ticketId || consumedTicket.current === ticketId) return;
    consumedTicket.current = ticketId;
    if (!selectTicket(ticketId)) notify(MSG.sales.ticketNotFound, 'warning');
  }, [ctx, ticketId, selectTicket]);

  const { clear } = selection;
  // The form books new seats; the seats of a selected group travel as its tickets.
  const freeSeats = useMemo(() => freeSeatsOf(selection.selection), [selection.selection]);
  const onTicketsChanged = useCallback(
    (tickets: TTicket[]) => {
      store.mergeTickets(tickets);
      clear();
    },
    [store, clear],
  );

  if (snapshot.status === 'loading') {
    return (
      <div role="status" aria-live="polite">
        <LinearProgress aria-label={L.loading} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {L.loading}
        </Typography>
      </div>
    );
  }
  if (snapshot.status === 'error' || !ctx || !data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void store.reload()}>
            {L.retry}
          </Button>
        }
      >
        {L.loadFailed}: {snapshot.error}
      </Alert>
    );
  }
  return (
    <TripDetailView
      data={data}
      ctx={ctx}
      selection={selection.selection}
      selectedTickets={selection.selectedTickets}
      hold={selection.hold}
      onSeatActivate={selection.activateSeat}
      onHoldExpired={clear}
      tripTools={renderTripTools?.({ trip: data.trip, onTripChanged: () => void store.reload() })}
      booking={renderBooking?.({
        trip: data.trip,
        points: data.points,
        selectedSeatIds: freeSeats,
        selectedTickets: selection.selectedTickets,
        onTicketsChanged,
        onClearSelection: clear,
        phoneInputRef,
      })}
    />
  );
}
