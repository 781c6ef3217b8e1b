import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { TRIP_DETAIL_LABELS as L } from '../labels';

/**
 * The opened trip's shape while it loads: the header, the seat map and the booking form where they will be, so
 * the screen does not jump and the clerk sees where to look. Announced once as loading.
 */
export function TripDetailSkeleton() {
  return (
    <Box role="status" aria-label={L.loading} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%', minHeight: 0 }}>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Skeleton variant="text" width="55%" height={32} />
        <Skeleton variant="text" width="80%" />
      </Paper>
      <Box sx={{ display: 'flex', gap: 1.5, flex: 1, minHeight: 240 }}>
        <Paper variant="outlined" sx={{ flex: 1, p: 1.5 }}>
          <Skeleton variant="rounded" width="100%" height="100%" />
        </Paper>
        <Paper variant="outlined" sx={{ width: { md: 380, xl: 440 }, flexShrink: 0, display: 'flex', flexDirection: 'column' }}>
          <BookingFormSkeleton />
        </Paper>
      </Box>
    </Box>
  );
}

/** The booking form's fields and action bar while they load (with the trip, or just after its seat map). */
export function BookingFormSkeleton() {
  return (
    <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} variant="rounded" height={40} />
      ))}
      <Box sx={{ flex: 1 }} />
      <Skeleton variant="rounded" height={88} />
    </Box>
  );
}
