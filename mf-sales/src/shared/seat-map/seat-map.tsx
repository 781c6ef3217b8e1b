import { isSellableSeatType, labelOf, MSG, SEAT_TYPE_LABELS, type TSeat } from '@busdesk/api-contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { SEAT_MAP_LABELS, SEAT_STATE_LABELS } from './labels';
import { oneWayColor, ownColor, seatColors } from './seat-colors';
import { oneWayCorner, SeatMapLegend } from './seat-map-legend';
import { nextSeatId, SEAT_NAVIGATION_KEYS, seatOrder, type SeatNavigationKey } from './seat-navigation';
import { canSelectSeat, seatDisplay, ticketSeatState, type SeatContext, type SeatDisplay } from './seat-rules';

export type SeatMapProps = SeatContext & {
  selectedSeatIds: readonly string[];
  /** A click, Space or Enter on a seat (also on one that cannot be selected, so the caller can say why). */
  onSeatActivate(seatId: string): void;
  /** Nothing can be picked (e.g. while a booking is being saved); seats stay focusable and readable. */
  disabled?: boolean;
};

const CELL_WIDTH = 68;
const CELL_HEIGHT = 52;

/** The Vietnamese aria-label: 'Ghế A03 G Lan, đã đặt, vé chặng'. */
export function seatAriaLabel(seatId: string, display: SeatDisplay, selectable: boolean): string {
  const parts: string[] = [SEAT_STATE_LABELS[display.state]];
  // A selected ticket still says what it is: the selection does not change the booking.
  if (display.state === 'selected' && display.ticket) parts.push(SEAT_STATE_LABELS[ticketSeatState(display.ticket)]);
  if (display.oneWay) parts.push(SEAT_MAP_LABELS.oneWay);
  if (!selectable) parts.push(SEAT_MAP_LABELS.disabled);
  return SEAT_MAP_LABELS.seat(seatId, display.label === seatId ? undefined : display.label, parts);
}

interface SeatButtonProps {
  seat: TSeat;
  display: SeatDisplay;
  ariaLabel: string;
  selectable: boolean;
  tabbable: boolean;
  gridRow: number;
  gridColumn: number;
  register(seatId: string, element: HTMLButtonElement | null): void;
  onActivate(seatId: string): void;
  onFocusSeat(seatId: string): void;
}

/** One seat. Keyed by seat id with the same element in every state, so a live update re-styles the button in place and focus stays on it. */
function SeatButton(props: SeatButtonProps) {
  const { seat, display, ariaLabel, selectable, tabbable, register, onActivate, onFocusSeat } = props;
  const theme = useTheme();
  const colors = seatColors(theme, display.state);
  const showsTicket = display.label !== seat.seatId;
  return (
    <Box
      component="button"
      type="button"
      ref={(element: HTMLButtonElement | null) => register(seat.seatId, element)}
      data-seat-id={seat.seatId}
      data-state={display.state}
      aria-pressed={display.state === 'selected'}
      aria-label={ariaLabel}
      aria-disabled={selectable ? undefined : true}
      tabIndex={tabbable ? 0 : -1}
      onClick={() => onActivate(seat.seatId)}
      onFocus={() => onFocusSeat(seat.seatId)}
      sx={{
        gridRow: props.gridRow,
        gridColumn: props.gridColumn,
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 0.25,
        p: 0.5,
        minWidth: 0,
        font: 'inherit',
        fontSize: 12,
        lineHeight: 1.2,
        color: colors.text,
        bgcolor: colors.background,
        border: `${display.own ? 2 : 1}px solid`,
        borderColor: display.own && display.state !== 'selected' ? ownColor(theme) : colors.border,
        borderRadius: 1,
        cursor: selectable ? 'pointer' : 'not-allowed',
        '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
        ...(display.oneWay ? oneWayCorner(oneWayColor(theme)) : {}),
      }}
    >
      <Box component="span" sx={{ fontWeight: 700 }}>
        {seat.seatId}
      </Box>
      {/* A space between id and mark, so the visible text reads 'A01 G Lan' as the aria-label does. */}
      {showsTicket && ' '}
      {showsTicket && (
        <Box component="span" sx={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {display.label}
        </Box>
      )}
    </Box>
  );
}

/** A door, the driver's place, a toilet: drawn so the layout reads true, but not a stop for the keyboard. */
function FixtureCell({ seat, gridRow, gridColumn }: { seat: TSeat; gridRow: number; gridColumn: number }) {
  const theme = useTheme();
  const colors = seatColors(theme, 'notSellable');
  return (
    <Box
      data-seat-id={seat.seatId}
      data-state="notSellable"
      sx={{
        gridRow,
        gridColumn,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        fontSize: 11,
        color: colors.text,
        border: `1px dashed ${colors.border}`,
        borderRadius: 1,
      }}
    >
      {labelOf(SEAT_TYPE_LABELS, seat.seatType)}
    </Box>
  );
}

function floorsOf(seats: readonly TSeat[]): { floor: number; seats: TSeat[]; minRow: number; minColumn: number; columns: number }[] {
  const floors = [...new Set(seats.map((s) => s.floor))].sort((a, b) => a - b);
  return floors.map((floor) => {
    const onFloor = seats.filter((s) => s.floor === floor).sort(seatOrder);
    const minRow = Math.min(...onFloor.map((s) => s.row));
    const minColumn = Math.min(...onFloor.map((s) => s.column));
    const columns = Math.max(...onFloor.map((s) => s.column)) - minColumn + 1;
    return { floor, seats: onFloor, minRow, minColumn, columns };
  });
}

/**
 * The trip's seat map, one block per floor ('Tầng n'), each a grid by row and column (001 §2.1, §4). The whole map
 * is one Tab stop (roving tabindex); arrow keys move spatially, across floors at the edges; Home/End (with Ctrl:
 * of the map); Space/Enter activate.
 */
export function SeatMap(props: SeatMapProps) {
  const { selectedSeatIds, onSeatActivate, disabled = false, ...ctx } = props;
  const idPrefix = useId();
  const floors = useMemo(() => floorsOf(ctx.seats), [ctx.seats]);
  const sellable = useMemo(() => ctx.seats.filter((s) => isSellableSeatType(s.seatType)), [ctx.seats]);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focused, setFocused] = useState<string | undefined>(undefined);

  // The Tab stop: the seat last focused, else the first selected seat, else the first seat.
  const tabStop = useMemo(() => {
    if (focused && sellable.some((s) => s.seatId === focused)) return focused;
    const firstSelected = [...sellable].sort(seatOrder).find((s) => selectedSeatIds.includes(s.seatId));
    return (firstSelected ?? [...sellable].sort(seatOrder)[0])?.seatId;
  }, [focused, sellable, selectedSeatIds]);

  const register = useCallback((seatId: string, element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(seatId, element);
    else buttons.current.delete(seatId);
  }, []);
  const activate = useCallback(
    (seatId: string) => {
      if (!disabled) onSeatActivate(seatId);
    },
    [disabled, onSeatActivate],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!SEAT_NAVIGATION_KEYS.includes(event.key)) return;
    const from = (event.target as HTMLElement).dataset.seatId;
    if (!from) return;
    event.preventDefault();
    const next = nextSeatId(sellable, from, event.key as SeatNavigationKey, event.ctrlKey || event.metaKey);
    if (!next) return;
    setFocused(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <Box component="section" aria-label={SEAT_MAP_LABELS.mapName}>
      <Box onKeyDown={onKeyDown} sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        {floors.map((f) => {
          const headingId = `${idPrefix}-floor-${f.floor}`;
          return (
            <Box key={f.floor} role="group" aria-labelledby={headingId}>
              <Typography id={headingId} component="h3" variant="subtitle2" sx={{ mb: 0.75 }}>
                {MSG.sales.floor(f.floor)}
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: `repeat(${f.columns}, ${CELL_WIDTH}px)`,
                  gridAutoRows: `${CELL_HEIGHT}px`,
                  gap: 0.75,
                }}
              >
                {f.seats.map((seat) => {
                  const gridRow = seat.row - f.minRow + 1;
                  const gridColumn = seat.column - f.minColumn + 1;
                  if (!isSellableSeatType(seat.seatType)) {
                    return <FixtureCell key={seat.seatId} seat={seat} gridRow={gridRow} gridColumn={gridColumn} />;
                  }
                  const display = seatDisplay(seat.seatId, ctx, selectedSeatIds);
                  const selectable = !disabled && canSelectSeat(seat.seatId, ctx).ok;
                  return (
                    <SeatButton
                      key={seat.seatId}
                      seat={seat}
                      display={display}
                      ariaLabel={seatAriaLabel(seat.seatId, display, selectable)}
                      selectable={selectable}
                      tabbable={seat.seatId === tabStop}
                      gridRow={gridRow}
                      gridColumn={gridColumn}
                      register={register}
                      onActivate={activate}
                      onFocusSeat={setFocused}
                    />
                  );
                })}
              </Box>
            </Box>
          );
        })}
      </Box>
      <SeatMapLegend />
    </Box>
  );
}
