import type { TSeat } from '@busdesk/api-contract';

/**
 * Where an arrow key goes on a seat map drawn floor by floor, left to right: spatially, to the nearest seat in
 * that direction. Left/right cross to the neighbouring floor at its edge (floors sit side by side); up/down stay
 * on the floor. Home/End go to the first/last seat of the row, with Ctrl to the first/last seat of the map.
 * Only the seats given (the sellable ones) are targets; undefined means "stay".
 */
export type SeatNavigationKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

export const SEAT_NAVIGATION_KEYS: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];

interface Placed {
  seat: TSeat;
  /** Column across the whole map: floors are laid out one after another with a gap. */
  x: number;
  y: number;
}

function place(seats: readonly TSeat[]): Placed[] {
  const floors = [...new Set(seats.map((s) => s.floor))].sort((a, b) => a - b);
  const placed: Placed[] = [];
  let offset = 0;
  for (const floor of floors) {
    const onFloor = seats.filter((s) => s.floor === floor);
    const minColumn = Math.min(...onFloor.map((s) => s.column));
    const maxColumn = Math.max(...onFloor.map((s) => s.column));
    for (const seat of onFloor) placed.push({ seat, x: offset + seat.column - minColumn, y: seat.row });
    // The gap keeps a seat of the next floor further away than any seat of this one.
    offset += maxColumn - minColumn + 2;
  }
  return placed;
}

/** Reading order: floor, row, column. */
export function seatOrder(a: TSeat, b: TSeat): number {
  return a.floor - b.floor || a.row - b.row || a.column - b.column;
}

function best(candidates: Placed[], score: (p: Placed) => number): TSeat | undefined {
  let found: Placed | undefined;
  let lowest = Infinity;
  for (const c of candidates) {
    const s = score(c);
    if (s < lowest) {
      lowest = s;
      found = c;
    }
  }
  return found?.seat;
}

export function nextSeatId(seats: readonly TSeat[], currentId: string, key: SeatNavigationKey, ctrl = false): string | undefined {
  const placed = place(seats);
  const current = placed.find((p) => p.seat.seatId === currentId);
  if (!current) return [...seats].sort(seatOrder)[0]?.seatId;
  const others = placed.filter((p) => p !== current);
  const sameRow = (p: Placed) => p.seat.floor === current.seat.floor && p.y === current.y;
  switch (key) {
    case 'ArrowRight':
      // A different row costs more than any distance along the row, so the same row wins when it has a seat.
      return best(
        others.filter((p) => p.x > current.x),
        (p) => Math.abs(p.y - current.y) * 1000 + (p.x - current.x),
      )?.seatId;
    case 'ArrowLeft':
      return best(
        others.filter((p) => p.x < current.x),
        (p) => Math.abs(p.y - current.y) * 1000 + (current.x - p.x),
      )?.seatId;
    case 'ArrowDown':
      return best(
        others.filter((p) => p.seat.floor === current.seat.floor && p.y > current.y),
        (p) => (p.y - current.y) * 1000 + Math.abs(p.x - current.x),
      )?.seatId;
    case 'ArrowUp':
      return best(
        others.filter((p) => p.seat.floor === current.seat.floor && p.y < current.y),
        (p) => (current.y - p.y) * 1000 + Math.abs(p.x - current.x),
      )?.seatId;
    case 'Home':
    case 'End': {
      const pool = ctrl ? placed : placed.filter((p) => p === current || sameRow(p));
      const sorted = pool.map((p) => p.seat).sort(seatOrder);
      return (key === 'Home' ? sorted[0] : sorted[sorted.length - 1])?.seatId;
    }
  }
}
