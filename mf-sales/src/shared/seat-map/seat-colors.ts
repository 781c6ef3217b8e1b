import { alpha, type Theme } from '@mui/material/styles';
import type { SeatDisplayState } from './seat-display-state';

/** The state icons a tile may carry (seat-map-tile.tsx draws them). */
export type SeatIcon = 'lock' | 'otherAgency' | 'heldByOther' | 'expired';

export interface SeatLook {
  background: string;
  /** A pattern over the background (the company lock's hatching). */
  backgroundImage?: string;
  border: string;
  borderStyle: 'solid' | 'dashed';
  text: string;
  /** The state's icon: colour is never the only signal (ADR 0044). */
  icon?: SeatIcon;
  iconColor?: string;
}

/**
 * How each seat state looks, from the theme's palette (ours: the seeds give none; ADR 0044). Light tints under the
 * theme's dark text keep every label above 4.5:1; the states that look alike in colour differ by more than colour:
 * the company lock is hatched with a lock, another agency's seat is solid grey with a shop, a seat someone else is
 * choosing has a dashed border and a person, an expired hold a dashed red border and a crossed-out timer. Every
 * state is also in the seat's aria-label and in the legend.
 */
export function seatLook(theme: Theme, state: SeatDisplayState): SeatLook {
  const { palette } = theme;
  const text = palette.text.primary;
  const tint = (color: string, amount = 0.14): SeatLook => ({ background: alpha(color, amount), border: color, borderStyle: 'solid', text });
  switch (state) {
    case 'free':
      return { background: palette.background.paper, border: palette.grey[500], borderStyle: 'solid', text };
    case 'selected':
      return { background: palette.primary.main, border: palette.primary.dark, borderStyle: 'solid', text: palette.primary.contrastText };
    case 'booked':
      return tint(palette.warning.main);
    case 'deposit':
      return tint(palette.info.main);
    case 'paid':
      return tint(palette.success.main, 0.18);
    case 'expiredHold':
      return { ...tint(palette.error.main, 0.1), borderStyle: 'dashed', icon: 'expired', iconColor: palette.error.main };
    case 'locked':
      return {
        background: palette.grey[100],
        backgroundImage: `repeating-linear-gradient(135deg, ${palette.grey[300]} 0 3px, transparent 3px 8px)`,
        border: palette.grey[600],
        borderStyle: 'solid',
        text,
        icon: 'lock',
        iconColor: palette.text.secondary,
      };
    case 'heldByOther':
      return { background: alpha(palette.secondary.main, 0.08), border: palette.secondary.main, borderStyle: 'dashed', text, icon: 'heldByOther', iconColor: palette.secondary.main };
    case 'otherAgency':
      return { background: palette.grey[300], border: palette.grey[600], borderStyle: 'solid', text, icon: 'otherAgency', iconColor: palette.text.secondary };
    case 'notSellable':
      return { background: 'transparent', border: palette.divider, borderStyle: 'dashed', text: palette.text.secondary };
  }
}

/** The corner mark of a one-way ticket. */
export const oneWayColor = (theme: Theme): string => theme.palette.secondary.main;
/** The outline that tells the agency's own tickets from other agencies'. */
export const ownColor = (theme: Theme): string => theme.palette.primary.dark;
