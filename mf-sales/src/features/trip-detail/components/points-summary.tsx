import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { TRIP_DETAIL_LABELS as L } from '../labels';
import type { PointCount } from '../trip-summaries';

/** Ticket-by-points: the busiest pick-up points and 'Các điểm còn lại' (001 §2.1), on one line of the trip header. */
export function PointsSummary({ rows }: { rows: readonly PointCount[] }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography id={headingId} component="h3" variant="caption" color="text.secondary">
        {L.pointsSummary}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {L.noTickets}
        </Typography>
      ) : (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
          {rows.map((row) => (
            <li key={row.pointId || 'rest'}>
              <Chip size="small" variant="outlined" label={`${row.name}: ${L.ticketCount(row.count)}`} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
