import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { SEAT_MAP_LABELS, SEAT_STATE_LABELS } from './labels';
import { oneWayColor, seatLook } from './seat-colors';
import type { SeatDisplayState } from './seat-display-state';
import { lookStyles, oneWayCorner, SeatStateIcon } from './seat-tile';

/** Sentence case for a list entry: 'hết hạn giữ chỗ' → 'Hết hạn giữ chỗ' (the seeds' own text). */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface Entry {
  key: string;
  state: SeatDisplayState;
  label: string;
  /** What the swatch shows inside: a G/T mark, a given name. */
  inside?: string;
  own?: boolean;
  oneWay?: boolean;
}

/** Every look a seat can have, in the order a clerk meets them. */
const ENTRIES: readonly Entry[] = [
  { key: 'free', state: 'free', label: SEAT_STATE_LABELS.free },
  { key: 'selected', state: 'selected', label: SEAT_STATE_LABELS.selected },
  { key: 'booked', state: 'booked', label: SEAT_STATE_LABELS.booked, inside: 'G', own: true },
  { key: 'deposit', state: 'deposit', label: SEAT_STATE_LABELS.deposit, inside: 'G', own: true },
  { key: 'paid', state: 'paid', label: SEAT_STATE_LABELS.paid, inside: 'T', own: true },
  { key: 'expiredHold', state: 'expiredHold', label: SEAT_STATE_LABELS.expiredHold, inside: 'G', own: true },
  { key: 'own', state: 'booked', label: SEAT_MAP_LABELS.ownPartner, inside: 'G Lan', own: true },
  { key: 'otherAgency', state: 'otherAgency', label: SEAT_STATE_LABELS.otherAgency, inside: 'G' },
  { key: 'locked', state: 'locked', label: SEAT_STATE_LABELS.locked },
  { key: 'heldByOther', state: 'heldByOther', label: SEAT_STATE_LABELS.heldByOther },
  { key: 'oneWay', state: 'free', label: SEAT_MAP_LABELS.oneWay, oneWay: true },
];

function Swatch({ entry }: { entry: Entry }) {
  const theme = useTheme();
  const look = seatLook(theme, entry.state);
  return (
    <Box
      aria-hidden
      sx={{
        position: 'relative',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '2px',
        minWidth: 40,
        height: 22,
        px: '3px',
        flexShrink: 0,
        fontSize: 11,
        fontWeight: 700,
        borderRadius: 1,
        ...lookStyles(look, entry.own ?? false, theme, entry.state === 'selected'),
        ...(entry.oneWay ? oneWayCorner(oneWayColor(theme)) : {}),
      }}
    >
      {entry.inside}
      {look.icon ? <SeatStateIcon icon={look.icon} color={look.iconColor} size={13} /> : null}
    </Box>
  );
}

/**
 * What each colour, pattern, icon and mark of the seat map means; plain text, read in order. Without `passengers` (the
 * embeddable widget, whose seats never show who sits there) the entry for the passenger's name on the agency's tickets
 * is left out: it described a look the map does not have.
 */
export function SeatMapLegendList({ headingId, passengers = true }: { headingId?: string; passengers?: boolean }) {
  const entries = passengers ? ENTRIES : ENTRIES.filter((entry) => entry.key !== 'own');
  return (
    <Box component="ul" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry) => (
        <Box component="li" key={entry.key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box sx={{ width: 52, flexShrink: 0, display: 'flex' }}>
            <Swatch entry={entry} />
          </Box>
          <Typography variant="body2">
            {sentence(entry.label)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The legend behind a small 'Chú thích' toggle, so it takes none of the map's height (ADR 0044): the button opens
 * the list in a popover beside it (Escape or a click outside closes it and focus returns to the button).
 */
export function SeatMapLegend({ passengers = true }: { passengers?: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const headingId = useId();
  return (
    <>
      <Button
        size="small"
        variant="text"
        startIcon={<InfoOutlined aria-hidden sx={{ fontSize: 16 }} />}
        aria-expanded={anchor !== null}
        aria-controls={anchor ? popoverId : undefined}
        aria-haspopup="dialog"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minHeight: 24, py: 0, px: 0.75, fontSize: 12, lineHeight: 1.5 }}
      >
        {SEAT_MAP_LABELS.legend}
      </Button>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': headingId, sx: { p: 1.5, maxWidth: 360 } } }}
      >
        <Typography id={headingId} component="h4" variant="subtitle2" sx={{ mb: 1 }}>
          {SEAT_MAP_LABELS.legend}
        </Typography>
        <SeatMapLegendList headingId={headingId} passengers={passengers} />
      </Popover>
    </>
  );
}
