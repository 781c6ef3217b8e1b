import { MSG, TicketStatus, type TTicket, type TTripDetail, type TUserInfo } from '@busdesk/api-contract';
import { notify, RetryAlert } from '@busdesk/shared-kit';
import { flushSync } from 'react-dom';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LiveTripClients } from '../../../shared/live-trip/live-trip';
import { seatContextOf } from '../../../shared/live-trip/live-trip-state';
import { useLiveTrip } from '../../../shared/live-trip/use-live-trip';
import { useServerClock } from '../../../shared/live-trip/use-server-clock';
import type { OpenedTripBookingProps } from '../../../shared/opened-trip-booking-props';
import { focusSeatMap } from '../../../shared/keyboard/focus-targets';
import { usePhoneShortcut } from '../../../shared/use-phone-shortcut';
import { freeSeatsOf, useSeatSelection } from '../hooks/use-seat-selection';
import { TRIP_DETAIL_LABELS as L } from '../labels';
import { portalLiveTripClients } from '../portal-live-trip-clients';
import type { LockSeats } from '../seat-lock-controller';
import { HoldCountdown } from './hold-countdown';
import { BookingFormSkeleton, TripDetailSkeleton } from './trip-detail-skeleton';
import { TripDetailView } from './trip-detail-view';

/** What the tools in the opened trip's header get (lock, trip update, settlement, contract). */
export interface OpenedTripToolsProps {
  trip: TTripDetail;
  /** serverTime − browser time, as the opened trip reads its clock (settlement waits for the departure on it). */
  serverOffset: number;
  /** Re-read the opened trip from the server (after a lock, update or settlement). */
  onTripChanged(): void;
}

export interface TripDetailProps {
  tripId: string;
  user: TUserInfo;
  /** A quick-search result: select this ticket's group once the trip is loaded. */
  ticketId?: string | null;
  /** Tests and stories inject the data side; the product uses the portal's API client and realtime connection. */
  clients?: LiveTripClients;
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
export function TripDetail({ tripId, user, ticketId, clients = portalLiveTripClients, lockSeats, renderBooking, renderTripTools }: TripDetailProps) {
  const { snapshot, engine } = useLiveTrip(tripId, { userId: user.id, partnerId: user.partnerId }, clients);
  const data = snapshot.data;
  const now = useServerClock(data?.serverOffset ?? 0);
  const { viewer } = snapshot;
  const ctx = useMemo(() => (data && viewer ? seatContextOf(data, viewer, now) : null), [data, viewer, now]);
  const selection = useSeatSelection(tripId, ctx, lockSeats);
  const phoneInputRef = useRef<HTMLInputElement>(null);
  const { hold } = selection;
  // The booking form, the trip's tools and the tabs render a moment after the seat map (below); F2 in that moment
  // renders them at once.
  const [restShown, setRestShown] = useState(false);
  const ready = snapshot.status === 'ready';
  usePhoneShortcut(phoneInputRef, ready ? () => flushSync(() => setRestShown(true)) : undefined);

  // Opening a quick-search result selects its ticket's group once the trip has arrived.
  const consumedTicket = useRef<string | null>(null);
  const { selectTicket } = selection;
  useEffect(() => {
    if (!ctx || !ticketId || consumedTicket.current === ticketId) return;
    consumedTicket.current = ticketId;
    if (!selectTicket(ticketId)) notify(MSG.sales.ticketNotFound, 'warning');
  }, [ctx, ticketId, selectTicket]);

  const { clear, activateSeat } = selection;
  // The form books new seats; the seats of a selected group travel as its tickets.
  const freeSeats = useMemo(() => freeSeatsOf(selection.selection), [selection.selection]);
  // After an action the answer's first live ticket is selected once the trip holds it (the merge shows in the next
  // snapshot): a sale stays selected for printing; a cancel (every ticket status 0) clears the selection.
  const [follow, setFollow] = useState<string | null>(null);
  // Stable, so the seat tiles (memoised) render again only when what they show changes.
  const onSeatActivate = useCallback(
    (seatId: string) => {
      // The clerk's own click wins over a sale's selection that has not arrived yet.
      setFollow(null);
      activateSeat(seatId);
    },
    [activateSeat],
  );
  const onTicketsChanged = useCallback(
    (tickets: TTicket[]) => {
      engine.mergeTickets(tickets);
      const live = tickets.find((t) => t.ticketStatus !== TicketStatus.CANCELLED);
      if (live) setFollow(live.ticketId);
      else {
        clear();
        requestAnimationFrame(() => focusSeatMap());
      }
    },
    [engine, clear],
  );
  useEffect(() => {
    if (!ctx || !follow || !selectTicket(follow, { quiet: true })) return;
    setFollow(null);
    requestAnimationFrame(() => focusSeatMap());
  }, [ctx, follow, selectTicket]);

  // The seat map paints first; the booking form (dozens of fields), the trip's tools and the map/passenger tabs
  // render in the next, interruptible pass, so the trip shows as soon as its data is in (issue 11: trip card → seat
  // map). Until then the form's skeleton and the tabs' empty row hold their places. MUI's Tabs measures its tabs as it
  // mounts, a forced layout of the whole page (37 of 314 ms in a profiled card click, ADR 0061).
  useEffect(() => {
    if (ready) startTransition(() => setRestShown(true));
  }, [ready]);

  if (snapshot.status === 'loading') return <TripDetailSkeleton />;
  if (snapshot.status === 'error' || !ctx || !data) {
    return (
      <RetryAlert retryLabel={L.retry} onRetry={() => void engine.reload()}>
        {L.loadFailed}: {snapshot.error}
      </RetryAlert>
    );
  }
  return (
    <TripDetailView
      data={data}
      ctx={ctx}
      selection={selection.selection}
      selectedTickets={selection.selectedTickets}
      onSeatActivate={onSeatActivate}
      firstPass={!restShown}
      tripTools={restShown ? renderTripTools?.({ trip: data.trip, serverOffset: data.serverOffset, onTripChanged: () => void engine.reload() }) : null}
      booking={
        restShown ? (
          renderBooking?.({
            trip: data.trip,
            points: data.points,
            selectedSeatIds: freeSeats,
            selectedTickets: selection.selectedTickets,
            onTicketsChanged,
            onClearSelection: clear,
            phoneInputRef,
            countdown:
              hold && selection.selection.ticketIds.length === 0 && selection.selection.seatIds.length > 0 ? (
                <HoldCountdown expiresAt={hold.expiresAt} serverOffset={hold.serverOffset} onExpired={clear} />
              ) : undefined,
          })
        ) : (
          <BookingFormSkeleton />
        )
      }
    />
  );
}
