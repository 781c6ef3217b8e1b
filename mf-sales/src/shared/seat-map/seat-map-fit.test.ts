import { describe, expect, it } from 'vitest';
import { fitTiles, mapExtent, TILE, type FloorShape } from './seat-map-fit';

/** The seed's layouts (server/src/db/seed/seat-layouts.ts) as the map lays them out: floors side by side, rows shared. */
const LAYOUTS: Record<string, { floors: FloorShape[]; rows: number }> = {
  coach45: { floors: [{ columns: 5, aisles: [2] }], rows: 13 },
  sleeper40: { floors: [{ columns: 3 }, { columns: 3 }], rows: 8 },
  sleeper34: { floors: [{ columns: 3 }, { columns: 3 }], rows: 7 },
  limousine22: { floors: [{ columns: 3, aisles: [1] }, { columns: 3, aisles: [1] }], rows: 7 },
  limousine9: { floors: [{ columns: 3, aisles: [1] }], rows: 5 },
};

/** The map's box in the counter layout (issue 11): the smallest of each screen's range. */
const BOXES = { '1280×720': { width: 340, height: 400 }, '1366×768': { width: 360, height: 430 }, '1920×1080': { width: 520, height: 640 } };

describe('fitTiles', () => {
  for (const [name, layout] of Object.entries(LAYOUTS)) {
    for (const [screen, box] of Object.entries(BOXES)) {
      it(`${name} fits whole in the map box at ${screen}, tiles at least 24 px, text at least 11 px`, () => {
        const tile = fitTiles(box, layout.floors, layout.rows);
        expect(tile.width).toBeGreaterThanOrEqual(TILE.min);
        expect(tile.height).toBeGreaterThanOrEqual(TILE.min);
        expect(tile.fontSize).toBeGreaterThanOrEqual(11);
        const extent = mapExtent(layout.floors, layout.rows, tile);
        expect(extent.width).toBeLessThanOrEqual(box.width);
        expect(extent.height).toBeLessThanOrEqual(box.height);
      });
    }
  }

  it('draws an aisle narrower than the seats, so the seat columns get its room (never under 24 px)', () => {
    const { floors, rows } = LAYOUTS.coach45!;
    const tile = fitTiles(BOXES['1366×768'], floors, rows);
    const plain = fitTiles(BOXES['1366×768'], [{ columns: 5 }], rows);
    expect(tile.width).toBeGreaterThan(plain.width);
    expect(tile.aisleWidth).toBeLessThan(tile.width);
    expect(tile.aisleWidth).toBeGreaterThanOrEqual(TILE.min);
  });

  it('grows the tiles with the box, up to a comfortable maximum', () => {
    const { floors, rows } = LAYOUTS.sleeper40!;
    const small = fitTiles(BOXES['1366×768'], floors, rows);
    const large = fitTiles(BOXES['1920×1080'], floors, rows);
    expect(large.width).toBeGreaterThan(small.width);
    expect(large.height).toBeGreaterThan(small.height);
    expect(fitTiles({ width: 4000, height: 4000 }, floors, rows)).toMatchObject({ width: TILE.maxWidth, height: TILE.maxHeight });
  });

  it('keeps the natural size in a box whose height is the map’s own (no definite height): the size is a fixed point', () => {
    const { floors, rows } = LAYOUTS.coach45!;
    const natural = fitTiles(null, floors, rows);
    expect(natural).toMatchObject({ width: TILE.defaultWidth, height: TILE.defaultHeight });
    const own = mapExtent(floors, rows, natural);
    expect(fitTiles({ width: 900, height: own.height }, floors, rows).height).toBe(TILE.defaultHeight);
  });

  it('puts a short tile’s text on one line and a tall one’s on two', () => {
    expect(fitTiles(BOXES['1366×768'], LAYOUTS.coach45!.floors, 13).compact).toBe(true);
    expect(fitTiles(BOXES['1366×768'], LAYOUTS.sleeper40!.floors, 8).compact).toBe(false);
  });

  it('never goes under the click target, even in a box too small for the bus (the map then scrolls)', () => {
    expect(fitTiles({ width: 100, height: 100 }, LAYOUTS.coach45!.floors, 13)).toMatchObject({ width: TILE.min, height: TILE.min });
  });
});
