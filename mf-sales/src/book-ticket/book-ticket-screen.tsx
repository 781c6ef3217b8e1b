import type { TTripCard } from '@busdesk/api-contract';
import { navigate, useSearchParams, useSession } from '@busdesk/shared-kit';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SalesNotAuthorised } from './search/sales-not-authorised';
import { SalesAlerts } from './slots/sales-alerts';
import { TripCardTools } from './slots/trip-card-tools';
import { TripSearchPanel } from './search/trip-search-panel';
import { TRIP_DETAIL_LABELS as L } from './trip-detail/labels';
import { TripDetail } from './trip-detail/trip-detail';

export const BOOK_TICKET_PATH = '/book-ticket';

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
 */
export function BookTicketScreen() {
  const session = useSession();
  const params = useSearchParams();
  if (session.status !== 'authenticated') return null;
  const { user } = session;
  if (user.routeIds.length === 0) return <SalesNotAuthorised />;
  const tripId = params.get('tripId');
  const ticketId = params.get('ticketId');
  const onSelectTrip = (trip: TTripCard) => {
    if (trip.tripId !== tripId) navigate(bookTicketUrl(trip.tripId));
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        p: 2,
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(300px, 360px) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <SalesAlerts user={user} />
        <TripSearchPanel
          selectedTripId={tripId}
          initialTripId={tripId}
          onSelectTrip={onSelectTrip}
          renderTripActions={(trip) => <TripCardTools trip={trip} user={user} />}
        />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        {tripId ? (
          <TripDetail key={tripId} tripId={tripId} user={user} ticketId={ticketId} />
        ) : (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography color="text.secondary">{L.pickTrip}</Typography>
          </Paper>
        )}
      </Box>
    </Box>
  );
}
