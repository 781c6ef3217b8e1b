import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { SEAT_MAP_LABELS, SEAT_STATE_LABELS } from './labels';
import { oneWayColor, ownColor, seatColors } from './seat-colors';
import type { SeatDisplayState } from './seat-display-state';

const LEGEND_STATES: readonly SeatDisplayState[] = ['free', 'selected', 'booked', 'deposit', 'paid', 'locked', 'heldByOther', 'otherAgency'];

const swatch = { width: 18, height: 14, borderRadius: 0.5, borderWidth: 1, borderStyle: 'solid', flexShrink: 0, position: 'relative' } as const;

/** What each colour and mark of the seat map means; plain text, so it is read in order after the map. */
export function SeatMapLegend() {
  const theme = useTheme();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 1.5 }}>
      <Typography id={headingId} component="h4" variant="caption" sx={{ fontWeight: 600, display: 'block' }}>
        {SEAT_MAP_LABELS.legend}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', m: 0, p: 0 }}>
        {LEGEND_STATES.map((state) => {
          const colors = seatColors(theme, state);
          return (
            <Box component="li" key={state} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <Box aria-hidden sx={{ ...swatch, bgcolor: colors.background, borderColor: colors.border }} />
              <Typography variant="caption">{SEAT_STATE_LABELS[state]}</Typography>
            </Box>
          );
        })}
        <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box aria-hidden sx={{ ...swatch, borderWidth: 2, borderColor: ownColor(theme) }} />
          <Typography variant="caption">{SEAT_MAP_LABELS.ownPartner}</Typography>
        </Box>
        <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box aria-hidden sx={{ ...swatch, borderColor: theme.palette.grey[500], ...oneWayCorner(oneWayColor(theme)) }} />
          <Typography variant="caption">{SEAT_MAP_LABELS.oneWay}</Typography>
        </Box>
      </Box>
    </Box>
  );
}

/** A small triangle in the top-right corner: the one-way mark, on seats and in the legend alike. */
export function oneWayCorner(color: string) {
  return {
    '&::after': {
      content: '""',
      position: 'absolute',
      top: 0,
      right: 0,
      borderStyle: 'solid',
      borderWidth: '0 10px 10px 0',
      borderColor: `transparent ${color} transparent transparent`,
    },
  } as const;
}
