import { labelOf, SEAT_TYPE_LABELS, type TSeat } from '@busdesk/api-contract';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PersonOutlineOutlined from '@mui/icons-material/PersonOutlineOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import TimerOffOutlined from '@mui/icons-material/TimerOffOutlined';
import Box from '@mui/material/Box';
import { useTheme, type Theme } from '@mui/material/styles';
import { Global } from '@emotion/react';
import { memo } from 'react';
import { oneWayColor, ownColor, seatLook, type SeatIcon, type SeatLook } from './seat-colors';
import type { SeatDisplay } from './seat-rules';
import type { TileSize } from './seat-map-fit';

const ICONS = { lock: LockOutlined, otherAgency: StorefrontOutlined, heldByOther: PersonOutlineOutlined, expired: TimerOffOutlined } as const;

/** A state's icon, on tiles and in the legend alike; decorative (the state is in the text beside it). */
export function SeatStateIcon({ icon, color, size }: { icon: SeatIcon; color?: string; size: number }) {
  const Icon = ICONS[icon];
  return <Icon aria-hidden data-seat-icon={icon} sx={{ fontSize: size, color, flexShrink: 0 }} />;
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
      borderWidth: '0 9px 9px 0',
      borderColor: `transparent ${color} transparent transparent`,
    },
  } as const;
}

/**
 * The box styles of a state: background (and hatching), border, text colour. Longhand properties only: the tiles set
 * them as inline styles, which React updates one property at a time (a `border` shorthand would reset the colour).
 */
export function lookStyles(look: SeatLook, own: boolean, theme: Theme, selected: boolean) {
  return {
    color: look.text,
    backgroundColor: look.background,
    backgroundImage: look.backgroundImage,
    // The agency's own tickets wear a thicker outline of their own colour (not when selected: that look wins).
    borderWidth: own ? 2 : 1,
    borderStyle: look.borderStyle,
    borderColor: own && !selected && look.borderStyle === 'solid' ? ownColor(theme) : look.border,
  } as const;
}

const ellipsis = { minWidth: 0, maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The class of every seat tile; the rules all tiles share hang on it (SeatTileStyles). */
const TILE_CLASS = 'busdesk-seat-tile';

/**
 * The rules all seat tiles share, inserted once per map (into the emotion cache of its root, the widget's shadow root
 * included). Each tile used to be five `sx` boxes, each styled by emotion at every render: opening a coach of 45 seats
 * styled ~200 elements. Now a tile is plain elements with these classes and its state's colours inline.
 */
export const SeatTileStyles = memo(function SeatTileStyles() {
  const theme = useTheme();
  return (
    <Global
      styles={{
        [`.${TILE_CLASS}`]: {
          position: 'relative',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          // 'safe': when a narrow tile cannot hold all its parts, they start at its left edge, so what is cut is the
          // state icon at the end and never the seat's number (centred, both ends were cut: 'B03 T' read '03 T').
          justifyContent: 'safe center',
          gap: '1px',
          margin: 0,
          padding: '0 3px',
          minWidth: 0,
          overflow: 'hidden',
          font: 'inherit',
          lineHeight: 1.15,
          textAlign: 'left',
          borderRadius: theme.shape.borderRadius,
          cursor: 'pointer',
          '&[data-compact]': { flexDirection: 'row', gap: '2px', padding: '0 2px' },
          '&[aria-disabled="true"]': { cursor: 'not-allowed' },
          '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
          '&[data-one-way]': oneWayCorner(oneWayColor(theme)),
        },
        [`.${TILE_CLASS}-strong`]: { fontWeight: 700, flexShrink: 0 },
        [`.${TILE_CLASS}-who`]: ellipsis,
        [`.${TILE_CLASS}-line`]: { display: 'flex', alignItems: 'center', justifyContent: 'safe center', gap: '3px', minWidth: 0, maxWidth: '100%' },
      }}
    />
  );
});

export interface SeatTileProps {
  seat: TSeat;
  display: SeatDisplay;
  ariaLabel: string;
  /** The tooltip: the passenger's full name and phone on the agency's own tickets. */
  title?: string;
  selectable: boolean;
  tabbable: boolean;
  size: TileSize;
  gridRow: number;
  gridColumn: number;
  register(seatId: string, element: HTMLButtonElement | null): void;
  onActivate(seatId: string): void;
  onFocusSeat(seatId: string): void;
}

/**
 * One seat: its id, the G/T mark of a ticket, the state's icon and, on the agency's own tickets, the passenger
 * (given name, else phone). Two lines when the tile is tall enough, else one. Keyed by seat id with the same
 * element in every state, so a live update re-styles the button in place and focus stays on it. Each part is its
 * own element, so the visible text reads 'A01', 'G', 'Lan' in order, as the aria-label starts. Its shared rules are
 * SeatTileStyles' (the map renders them once); what differs per tile is inline.
 */
function SeatTileView(props: SeatTileProps) {
  const { seat, display, ariaLabel, title, selectable, tabbable, size, register, onActivate, onFocusSeat } = props;
  const theme = useTheme();
  const selected = display.state === 'selected';
  const look = seatLook(theme, display.state);
  // On one line the passenger needs every pixel: the icon at text size, tighter gaps.
  const iconSize = size.compact ? size.fontSize : size.fontSize + 2;
  const icon = look.icon ? <SeatStateIcon icon={look.icon} color={selected ? undefined : look.iconColor} size={iconSize} /> : null;
  const id = <span className={`${TILE_CLASS}-strong`}>{seat.seatId}</span>;
  const mark = display.mark ? <span className={`${TILE_CLASS}-strong`}>{display.mark}</span> : null;
  const who = display.who ? <span className={`${TILE_CLASS}-who`}>{display.who}</span> : null;
  return (
    <button
      type="button"
      className={TILE_CLASS}
      ref={(element: HTMLButtonElement | null) => register(seat.seatId, element)}
      data-seat-id={seat.seatId}
      data-state={display.state}
      data-compact={size.compact ? '' : undefined}
      data-one-way={display.oneWay ? '' : undefined}
      aria-pressed={selected}
      aria-label={ariaLabel}
      aria-disabled={selectable ? undefined : true}
      title={title}
      tabIndex={tabbable ? 0 : -1}
      onClick={() => onActivate(seat.seatId)}
      onFocus={() => onFocusSeat(seat.seatId)}
      style={{ gridRow: props.gridRow, gridColumn: props.gridColumn, fontSize: size.fontSize, ...lookStyles(look, display.own, theme, selected) }}
    >
      {/* The spaces between the parts are not drawn (flex items), but text readers, axe's label-in-name check and
          speech input read 'A01 G Lan' as the aria-label starts, not 'A01GLan'. */}
      {size.compact ? (
        <>
          {id} {mark} {icon} {who}
        </>
      ) : (
        <>
          <span className={`${TILE_CLASS}-line`}>
            {id} {mark} {icon}
          </span>{' '}
          {who}
        </>
      )}
    </button>
  );
}

/** What a tile shows: two displays that agree on these draw the same tile (the ticket object itself may be new). */
function sameDisplay(a: SeatDisplay, b: SeatDisplay): boolean {
  return (
    a.state === b.state &&
    a.own === b.own &&
    a.oneWay === b.oneWay &&
    a.label === b.label &&
    a.mark === b.mark &&
    a.who === b.who &&
    a.fullName === b.fullName &&
    a.ticketState === b.ticketState
  );
}

/**
 * One seat (see SeatTileView). A click or a live update changes one or two seats of a coach of 45: only those tiles
 * render again, so the clicked seat shows selected in the next frame (issue 11: seat click → selected ≤ 50 ms).
 */
export const SeatTile = memo(SeatTileView, (before, after) => {
  const { display: a, ...restBefore } = before;
  const { display: b, ...restAfter } = after;
  return sameDisplay(a, b) && (Object.keys(restBefore) as (keyof typeof restBefore)[]).every((key) => restBefore[key] === restAfter[key]);
});

/** A door, the driver's place, a toilet: drawn so the layout reads true, but not a stop for the keyboard. */
export function FixtureTile({ seat, gridRow, gridColumn, size }: { seat: TSeat; gridRow: number; gridColumn: number; size: TileSize }) {
  const theme = useTheme();
  const look = seatLook(theme, 'notSellable');
  const label = labelOf(SEAT_TYPE_LABELS, seat.seatType);
  return (
    <Box
      data-seat-id={seat.seatId}
      data-state="notSellable"
      title={label}
      sx={{
        gridRow,
        gridColumn,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: '2px',
        minWidth: 0,
        fontSize: 11,
        lineHeight: 1.1,
        textAlign: 'center',
        color: look.text,
        border: `1px ${look.borderStyle} ${look.border}`,
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <Box component="span" sx={size.compact ? ellipsis : { minWidth: 0, overflowWrap: 'anywhere' }}>
        {label}
      </Box>
    </Box>
  );
}
