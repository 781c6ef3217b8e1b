import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { TripDetailSkeleton } from '../features/trip-detail/components/trip-detail-skeleton';
import { BOOK_TICKET_LAYOUT } from './book-ticket-layout';

/** /book-ticket while its code loads (root.tsx): the search column and the opened trip's shape, never a blank area. */
export function BookTicketSkeleton() {
  return (
    <Box sx={BOOK_TICKET_LAYOUT.page}>
      <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} variant="rounded" height={40} />
        ))}
        {[0, 1, 2].map((card) => (
          <Skeleton key={`card-${card}`} variant="rounded" height={96} />
        ))}
      </Paper>
      <TripDetailSkeleton />
    </Box>
  );
}
