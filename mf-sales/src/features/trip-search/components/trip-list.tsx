import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TTripCard } from '@busdesk/api-contract';
import type { ReactNode } from 'react';
import { SEARCH_LABELS } from '../labels';
import { TripCard } from './trip-card';
import { tripListLayout } from '../trip-search-rules';

export interface TripListProps {
  trips: readonly TTripCard[];
  partnerId: string;
  selectedTripId: string | null;
  displayTripNewStyle: boolean;
  now: number;
  onSelect(trip: TTripCard): void;
  renderTripActions?: (trip: TTripCard) => ReactNode;
}

const LAYOUT_SX = {
  list: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 1 },
  line: { display: 'flex', flexWrap: 'nowrap', overflowX: 'auto', gap: 1, pb: 0.5 },
  wrap: { display: 'flex', flexWrap: 'wrap', gap: 1 },
} as const;

/** The trip cards in the layout the 'one line' switch asks for (001 §2.1). */
export function TripList({ trips, partnerId, selectedTripId, displayTripNewStyle, now, onSelect, renderTripActions }: TripListProps) {
  const layout = tripListLayout(displayTripNewStyle, trips.length);
  if (trips.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {SEARCH_LABELS.noTrips}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label={SEARCH_LABELS.tripList} data-layout={layout} sx={{ m: 0, p: 0, ...LAYOUT_SX[layout] }}>
      {trips.map((trip) => (
        <TripCard
          key={trip.tripId}
          trip={trip}
          partnerId={partnerId}
          selected={trip.tripId === selectedTripId}
          now={now}
          onSelect={onSelect}
          actions={renderTripActions?.(trip)}
          fixedWidth={layout !== 'list'}
        />
      ))}
    </Box>
  );
}
