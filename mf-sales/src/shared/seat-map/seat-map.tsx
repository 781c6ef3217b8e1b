import { isSellableSeatType, MSG, type TSeat } from '@busdesk/api-contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { SEAT_MAP_LABELS, SEAT_STATE_LABELS } from './labels';
import { SeatMapLegend } from './seat-map-legend';
import { columnWidths, FLOOR_GAP, FLOOR_HEADING, fitTiles, SEAT_GAP, type TileSize } from './seat-map-fit';
import { nextSeatId, SEAT_NAVIGATION_KEYS, seatOrder, type SeatNavigationKey } from './seat-navigation';
import { canSelectSeat, seatDisplay, withoutPassenger, type SeatContext, type SeatDisplay } from './seat-rules';
import { FixtureTile, SeatTile, SeatTileStyles } from './seat-tile';

export type SeatMapProps = SeatContext & {
  selectedSeatIds: readonly string[];
  /** A click, Space or Enter on a seat (also on one that cannot be selected, so the caller can say why). */
  onSeatActivate(seatId: string): void;
  /** Nothing can be picked (e.g. while a booking is being saved); seats stay focusable and readable. */
  disabled?: boolean;
  /**
   * Show the passengers of the agency's own tickets (name or phone) on their seats; default true. The embeddable
   * widget passes false: a partner may show it to the public, who must never see who sits where.
   */
  passengers?: boolean;
};

/**
 * The Vietnamese aria-label: 'Ghế A03 G Lan, đã đặt, vé chặng, khách Trần Thị Lan'. It starts with what the tile
 * shows, then the state (a selected ticket also says what it is), then what the tile cannot show in full.
 */
export function seatAriaLabel(seatId: string, display: SeatDisplay, selectable: boolean): string {
  const parts: string[] = [SEAT_STATE_LABELS[display.state]];
  if (display.state === 'selected' && display.ticketState) parts.push(SEAT_STATE_LABELS[display.ticketState]);
  if (display.oneWay) parts.push(SEAT_MAP_LABELS.oneWay);
  if (!selectable) parts.push(SEAT_MAP_LABELS.disabled);
  if (display.fullName) parts.push(SEAT_MAP_LABELS.passenger(display.fullName));
  return SEAT_MAP_LABELS.seat(seatId, display.label === seatId ? undefined : display.label, parts);
}

/** The tooltip of the agency's own ticket: the passenger's full name and phone. */
function seatTitle(display: SeatDisplay): string | undefined {
  if (!display.ticket) return undefined;
  const parts = [display.ticket.fullName?.trim(), display.ticket.phoneNumber?.trim()].filter((p): p is string => !!p);
  return parts.length ? parts.join(' · ') : undefined;
}

interface Floor {
  floor: number;
  seats: TSeat[];
  minColumn: number;
  columns: number;
  /** Columns (0-based) holding a seat in at most one row: drawn as a narrow aisle. */
  aisles: number[];
}

/** The floors left to right; rows are counted across the whole bus so row n of every floor lines up. */
function layoutOf(seats: readonly TSeat[]): { floors: Floor[]; minRow: number; rows: number } {
  if (seats.length === 0) return { floors: [], minRow: 0, rows: 0 };
  const minRow = Math.min(...seats.map((s) => s.row));
  const rows = Math.max(...seats.map((s) => s.row)) - minRow + 1;
  const floorIds = [...new Set(seats.map((s) => s.floor))].sort((a, b) => a - b);
  const floors = floorIds.map((floor) => {
    const onFloor = seats.filter((s) => s.floor === floor).sort(seatOrder);
    const minColumn = Math.min(...onFloor.map((s) => s.column));
    const columns = Math.max(...onFloor.map((s) => s.column)) - minColumn + 1;
    const rowsIn = (column: number) => new Set(onFloor.filter((s) => s.column - minColumn === column).map((s) => s.row)).size;
    const floorRows = new Set(onFloor.map((s) => s.row)).size;
    const aisles = floorRows > 2 ? Array.from({ length: columns }, (_x, i) => i).filter((i) => rowsIn(i) <= 1) : [];
    return { floor, seats: onFloor, minColumn, columns, aisles };
  });
  return { floors, minRow, rows };
}

/**
 * The tile size for the map's area, re-measured whenever the area's box changes (ADR 0044). Measured before the
 * first paint, so the map never shows at the wrong size; without ResizeObserver (tests) the default size stays.
 * `measured` is false until the first measure: the map draws its tiles only then, so they render once at their
 * size instead of twice (the floors' grids have explicit tracks, so the area measures the same without them).
 */
function useTileSize(floors: readonly Floor[], rows: number): { areaRef: (element: HTMLElement | null) => void; size: TileSize; measured: boolean } {
  const [box, setBox] = useState<{ width: number; height: number } | null>(null);
  const [element, setElement] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      const next = { width: element.clientWidth, height: element.clientHeight };
      setBox((prev) => (prev && prev.width === next.width && prev.height === next.height ? prev : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  const size = useMemo(() => fitTiles(box, floors, rows), [box, floors, rows]);
  return { areaRef: setElement, size, measured: box !== null };
}

/**
 * The trip's seat map (001 §2.1, §4): every floor side by side ('Tầng n'), each a grid by row and column, sized to
 * fit the box it is given — give its parent a definite height and the whole bus shows without scrolling; in a box
 * whose height follows its content it keeps its natural size. The whole map is one Tab stop (roving tabindex);
 * arrow keys move spatially, across floors at the edges; Home/End (with Ctrl: of the map); Space/Enter activate.
 * The legend is behind a 'Chú thích' toggle in the top right corner.
 */
export function SeatMap(props: SeatMapProps) {
  const { selectedSeatIds, onSeatActivate, disabled = false, passengers = true, ...ctx } = props;
  const idPrefix = useId();
  const { floors, minRow, rows } = useMemo(() => layoutOf(ctx.seats), [ctx.seats]);
  const sellable = useMemo(() => ctx.seats.filter((s) => isSellableSeatType(s.seatType)), [ctx.seats]);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focused, setFocused] = useState<string | undefined>(undefined);
  const { areaRef, size, measured } = useTileSize(floors, rows);

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
    <Box
      component="section"
      aria-label={SEAT_MAP_LABELS.mapName}
      sx={{ position: 'relative', height: '100%', flex: '1 1 auto', minHeight: 0, minWidth: 0, display: 'flex', flexDirection: 'column' }}
    >
      <SeatTileStyles />
      <Box
        ref={areaRef}
        onKeyDown={onKeyDown}
        sx={{ flex: '1 1 auto', minHeight: 0, minWidth: 0, overflow: 'auto', display: 'flex', gap: `${FLOOR_GAP}px`, alignItems: 'flex-start' }}
      >
        {floors.map((f) => {
          const headingId = `${idPrefix}-floor-${f.floor}`;
          return (
            <Box key={f.floor} role="group" aria-labelledby={headingId} sx={{ flexShrink: 0 }}>
              <Typography id={headingId} component="h3" variant="subtitle2" sx={{ height: FLOOR_HEADING, lineHeight: `${FLOOR_HEADING - 4}px`, m: 0 }}>
                {MSG.sales.floor(f.floor)}
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: columnWidths(f, size)
                    .map((w) => `${w}px`)
                    .join(' '),
                  gridTemplateRows: `repeat(${rows}, ${size.height}px)`,
                  gap: `${SEAT_GAP}px`,
                }}
              >
                {measured && f.seats.map((seat) => {
                  // Where a tile stands in the floor's grid, and its size: the same for a seat and a fixture.
                  const place = { seat, gridRow: seat.row - minRow + 1, gridColumn: seat.column - f.minColumn + 1, size };
                  if (!isSellableSeatType(seat.seatType)) return <FixtureTile key={seat.seatId} {...place} />;
                  const full = seatDisplay(seat.seatId, ctx, selectedSeatIds);
                  const display = passengers ? full : withoutPassenger(full);
                  const selectable = !disabled && canSelectSeat(seat.seatId, ctx).ok;
                  return (
                    <SeatTile
                      key={seat.seatId}
                      {...place}
                      display={display}
                      ariaLabel={seatAriaLabel(seat.seatId, display, selectable)}
                      title={passengers ? seatTitle(display) : undefined}
                      selectable={selectable}
                      tabbable={seat.seatId === tabStop}
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
      {/* In the heading row's free corner, after the map in the Tab order. */}
      <Box sx={{ position: 'absolute', top: 0, right: 0, height: FLOOR_HEADING, display: 'flex', alignItems: 'center' }}>
        <SeatMapLegend passengers={passengers} />
      </Box>
    </Box>
  );
}
