import type { TTripCard } from '@busdesk/api-contract';
import { LABELS, lazyWithoutSuspense, navigate, useSearchParams, useSession, whenIdleAfter } from '@busdesk/shared-kit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { RefundAlert } from '../features/payments/components/refund-alert';
import { TripDetailSkeleton } from '../features/trip-detail/components/trip-detail-skeleton';
import { TRIP_DETAIL_LABELS as L } from '../features/trip-detail/labels';
import { prepareOpenedTrip } from '../features/trip-detail/portal-live-trip-clients';
import { TripCardActions } from '../features/trip-ops/components/trip-card-actions';
import { SalesNotAuthorised } from '../features/trip-search/components/sales-not-authorised';
import { TripSearchPanel } from '../features/trip-search/components/trip-search-panel';
import { SEARCH_LABELS } from '../features/trip-search/labels';
import { focusSeatMap, focusTripSearch } from '../shared/keyboard/focus-targets';
import { SHORTCUT_HELP_LABELS } from '../shared/keyboard/labels';
import { warmLiveTripAnswers } from '../shared/live-trip/live-trip';
import { useSalesShortcut } from '../shared/keyboard/use-sales-shortcut';
import { BOOK_TICKET_LAYOUT } from './book-ticket-layout';
import { useSaleRequest } from './use-sale-request';

export const BOOK_TICKET_PATH = '/book-ticket';

/**
 * The opened trip (seat map, booking form and their tools) and the shortcut help are not part of the search's first
 * view: loaded when first shown, and in the first idle moment after the page renders (ADR 0118).
 */
const OpenedTrip = lazyWithoutSuspense(() => import('./opened-trip').then((m) => m.OpenedTrip));
const ShortcutHelpDialog = lazyWithoutSuspense(() => import('../shared/keyboard/shortcut-help-dialog').then((m) => m.ShortcutHelpDialog));

function warmOpenedTrip(): void {
  void OpenedTrip.preload().catch(() => undefined);
  void ShortcutHelpDialog.preload().catch(() => undefined);
  warmLiveTripAnswers();
}

/** The opened trip's code and its answer checks are warmed in the first idle moment this long after the page renders… */
const WARM_AFTER_MS = 300;
/** …and this long after it at the latest. */
const WARM_MAX_WAIT_MS = 2000;

/** The URL of /book-ticket opened on a trip, optionally with one ticket's group selected (issue 5's quick search). */
export function bookTicketUrl(tripId: string, ticketId?: string | null): string {
  const query = new URLSearchParams({ tripId });
  if (ticketId) query.set('ticketId', ticketId);
  return `${BOOK_TICKET_PATH}?${query.toString()}`;
}

/**
 * /book-ticket (001 §2.1): the trip search, then the opened trip with its seat map and booking form. The open trip
 * lives in the URL (`?tripId=`, and `ticketId=` from a quick-search result), so a reload, the Back button and a
 * link from elsewhere all open the same trip.
 *
 * The page composes the features, which import none of each other: refunds to act on above the search (payments),
 * the lock and vehicle/driver edit beside each trip card and in the opened trip's header (trip-ops), the booking
 * form beside the seat map (booking) with the QR payment and print/message tools under its buttons.
 */
export function BookTicketPage() {
  const session = useSession();
  const params = useSearchParams();
  const [help, setHelp] = useState(false);
  // Mounted from its first opening on, so closing it fades out as every dialog does.
  const [helpMounted, setHelpMounted] = useState(false);
  const openHelp = useCallback(() => {
    setHelpMounted(true);
    setHelp(true);
  }, []);
  // The company picker's phone icon fills the ticket phone (000 §2.12): from the search, across to the form.
  const [phoneFill, setPhoneFill] = useState<{ phone: string; seq: number } | null>(null);
  // The same function at every render, so the search's filter fields do not render again when a trip opens.
  const fillCompanyPhone = useCallback((phone: string) => setPhoneFill((last) => ({ phone, seq: (last?.seq ?? 0) + 1 })), []);
  // The softphone's 'Bán vé' (issue 15): the caller's route today in the search, the caller in the form.
  const [sale, clearSale] = useSaleRequest(session.status === 'authenticated' ? session.user.routeIds : null);
  useSalesShortcut('help', openHelp);
  useSalesShortcut('tripSearch', () => focusTripSearch(SEARCH_LABELS.panel));
  useSalesShortcut('seatMap', () => focusSeatMap());
  // The first trip card clicked neither loads the opened trip's code nor compiles its answer's check (issue 11: trip
  // card → seat map).
  useEffect(() => whenIdleAfter(WARM_AFTER_MS, WARM_MAX_WAIT_MS, warmOpenedTrip), []);
  const user = session.status === 'authenticated' ? session.user : null;
  const tripId = params.get('tripId');
  // A trip opened by the address (a reload, the quick search) starts loading while the opened trip's code does; a
  // trip card's click has started it already (the same engine: prepareOpenedTrip is idempotent).
  useEffect(() => {
    if (tripId && user && user.routeIds.length > 0 && !OpenedTrip.isLoaded()) prepareOpenedTrip(tripId, user);
  }, [tripId, user]);
  if (!user) return null;
  if (user.routeIds.length === 0) return <SalesNotAuthorised />;
  const ticketId = params.get('ticketId');
  const onSelectTrip = (trip: TTripCard) => {
    if (trip.tripId === tripId) return;
    // The trip starts loading now, while the page renders the change.
    prepareOpenedTrip(trip.tripId, user);
    navigate(bookTicketUrl(trip.tripId));
  };

  return (
    <Box sx={BOOK_TICKET_LAYOUT.page}>
      <Box sx={BOOK_TICKET_LAYOUT.searchColumn}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography component="h1" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {LABELS.nav.sellTickets}
          </Typography>
          <Button size="small" onClick={openHelp} aria-keyshortcuts="?">
            {SHORTCUT_HELP_LABELS.open}
          </Button>
        </Box>
        <RefundAlert partnerId={user.partnerId} />
        <TripSearchPanel
          selectedTripId={tripId}
          initialTripId={tripId}
          onSelectTrip={onSelectTrip}
          renderTripActions={(trip) => <TripCardActions trip={trip} user={user} />}
          onUseCompanyPhone={fillCompanyPhone}
          searchRequest={sale?.search}
          rememberSearch
        />
      </Box>
      <Box sx={BOOK_TICKET_LAYOUT.tripColumn}>
        {tripId ? (
          <OpenedTrip
            key={tripId}
            tripId={tripId}
            ticketId={ticketId}
            user={user}
            phoneFill={phoneFill}
            customerFill={sale?.customer}
            onSold={clearSale}
            fallback={<TripDetailSkeleton />}
          />
        ) : (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography color="text.secondary">{L.pickTrip}</Typography>
          </Paper>
        )}
      </Box>
      {helpMounted && <ShortcutHelpDialog open={help} onClose={() => setHelp(false)} />}
    </Box>
  );
}
