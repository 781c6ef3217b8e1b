/**
 * How big the seat tiles are so the whole bus fits the box the map is given (ADR 0044): every floor side by side,
 * rows aligned across floors, tiles as large as the box allows between a 24 px click target and a comfortable
 * maximum. Pure, so the sizes for each seed layout are checked without a browser (seat-map-fit.test.ts).
 */

/** px between seats of a floor, between floors, and the height of a floor's heading ('Tầng n'). */
export const SEAT_GAP = 4;
export const FLOOR_GAP = 12;
export const FLOOR_HEADING = 22;

export const TILE = {
  /** A click target of at least 24 × 24 px (WCAG 2.5.8). */
  min: 24,
  maxWidth: 88,
  maxHeight: 60,
  /** Before the box is measured, and what a box without a definite height keeps (see fitTiles). */
  defaultWidth: 68,
  defaultHeight: 52,
  /** Below this height the id, mark and passenger share one line. */
  twoLineHeight: 34,
} as const;

export interface FloorShape {
  columns: number;
  /**
   * Columns (0-based) that are an aisle: a seat in at most one row (the back row's middle seat of a coach). They
   * are drawn narrower, so the seat columns get the room.
   */
  aisles?: readonly number[];
}

/** An aisle column's width as a share of a seat column's. */
export const AISLE_SHARE = 0.6;

export interface TileSize {
  width: number;
  /** Width of an aisle column. */
  aisleWidth: number;
  height: number;
  /** One line (id, mark, passenger) instead of two. */
  compact: boolean;
  /** px; never under 11 (readable at a counter). */
  fontSize: number;
}

const clamp = (n: number, low: number, high: number) => Math.max(low, Math.min(high, n));

export function tileSize(width: number, height: number): TileSize {
  const aisleWidth = Math.max(TILE.min, Math.floor(width * AISLE_SHARE));
  return { width, aisleWidth, height, compact: height < TILE.twoLineHeight, fontSize: height >= 40 && width >= 52 ? 12 : 11 };
}

const aislesOf = (f: FloorShape) => f.aisles?.length ?? 0;
/** The grid's column widths of a floor: seat columns and aisles. */
export const columnWidths = (f: FloorShape, tile: Pick<TileSize, 'width' | 'aisleWidth'>): number[] =>
  Array.from({ length: f.columns }, (_x, i) => (f.aisles?.includes(i) ? tile.aisleWidth : tile.width));

/** The floors' width and height for tiles of the given size (what the map's content measures). */
export function mapExtent(floors: readonly FloorShape[], rows: number, tile: Pick<TileSize, 'width' | 'aisleWidth' | 'height'>): { width: number; height: number } {
  const columns = floors.reduce((n, f) => n + columnWidths(f, tile).reduce((a, b) => a + b, 0), 0);
  const width = columns + floors.reduce((n, f) => n + (f.columns - 1) * SEAT_GAP, 0) + (floors.length - 1) * FLOOR_GAP;
  return { width, height: FLOOR_HEADING + rows * tile.height + (rows - 1) * SEAT_GAP };
}

/**
 * The tile size for a box of `box` px (the map's area: its content box) holding `floors` side by side with `rows`
 * rows. Width and height are fitted separately, each floored to whole pixels. The height is the exact inverse of
 * mapExtent: in a box whose height follows its content (no definite height), the measured height gives back the
 * height the tiles already have, so the map keeps its natural size there instead of shrinking or growing.
 */
export function fitTiles(box: { width: number; height: number } | null, floors: readonly FloorShape[], rows: number): TileSize {
  if (!box || box.width <= 0 || floors.length === 0 || rows === 0) return tileSize(TILE.defaultWidth, TILE.defaultHeight);
  const share = floors.reduce((n, f) => n + f.columns - aislesOf(f) + aislesOf(f) * AISLE_SHARE, 0);
  const gapsX = floors.reduce((n, f) => n + (f.columns - 1) * SEAT_GAP, 0) + (floors.length - 1) * FLOOR_GAP;
  // One pixel of slack per aisle: its width is rounded down from the seat width's share, never up.
  const width = clamp(Math.floor((box.width - gapsX - floors.reduce((n, f) => n + aislesOf(f), 0)) / share), TILE.min, TILE.maxWidth);
  const height = box.height > 0 ? clamp(Math.floor((box.height - FLOOR_HEADING - (rows - 1) * SEAT_GAP) / rows), TILE.min, TILE.maxHeight) : TILE.defaultHeight;
  return tileSize(width, height);
}
