import { alpha, type Theme } from '@mui/material/styles';
import type { SeatDisplayState } from './seat-display-state';

export interface SeatColors {
  background: string;
  border: string;
  text: string;
}

/**
 * Colours of the seat states, from the theme's palette (ours: the seeds give none). Light tints with the theme's
 * dark text keep every label above 4.5:1 contrast; the state is also in each seat's text and aria-label, so colour
 * is never the only signal.
 */
export function seatColors(theme: Theme, state: SeatDisplayState): SeatColors {
  const { palette } = theme;
  const tint = (color: string, amount = 0.14): SeatColors => ({
    background: alpha(color, amount),
    border: color,
    text: palette.text.primary,
  });
  switch (state) {
    case 'free':
      return { background: palette.background.paper, border: palette.grey[500], text: palette.text.primary };
    case 'selected':
      return { background: palette.primary.main, border: palette.primary.dark, text: palette.primary.contrastText };
    case 'booked':
      return tint(palette.warning.main);
    case 'deposit':
      return tint(palette.info.main);
    case 'paid':
      return tint(palette.success.main, 0.18);
    case 'locked':
      return { background: palette.grey[300], border: palette.grey[600], text: palette.text.primary };
    case 'heldByOther':
      return tint(palette.error.main, 0.1);
    case 'otherAgency':
      return { background: palette.grey[200], border: palette.grey[500], text: palette.text.primary };
    case 'notSellable':
      return { background: 'transparent', border: palette.divider, text: palette.text.secondary };
  }
}

/** The corner mark of a one-way ticket. */
export const oneWayColor = (theme: Theme): string => theme.palette.secondary.main;
/** The outline that tells the agency's own tickets from other agencies'. */
export const ownColor = (theme: Theme): string => theme.palette.primary.dark;
