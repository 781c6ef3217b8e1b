import type { TSeat } from '@busdesk/api-contract';
import { describe, expect, it } from 'vitest';
import { nextSeatId } from './seat-navigation';

/** A coach like the seed's 'Ghế ngồi 45 chỗ': an aisle at column 3, the back row's middle seat in it. */
function coach(): TSeat[] {
  const seats: TSeat[] = [];
  let n = 0;
  for (let row = 1; row <= 3; row++) {
    for (const column of [1, 2, 4, 5]) seats.push({ seatId: `A${++n}`, seatType: 3, floor: 1, row, column });
  }
  seats.push({ seatId: 'A13', seatType: 3, floor: 1, row: 4, column: 3 });
  return seats;
}

describe('nextSeatId', () => {
  const seats = coach();

  it('crosses the aisle to the next seat of the row', () => {
    expect(nextSeatId(seats, 'A2', 'ArrowRight')).toBe('A3');
    expect(nextSeatId(seats, 'A3', 'ArrowLeft')).toBe('A2');
  });

  it('stays at the edges of a one-floor map', () => {
    expect(nextSeatId(seats, 'A4', 'ArrowRight')).toBeUndefined();
    expect(nextSeatId(seats, 'A1', 'ArrowUp')).toBeUndefined();
    expect(nextSeatId(seats, 'A13', 'ArrowDown')).toBeUndefined();
  });

  it('goes down to the nearest seat of the next row', () => {
    expect(nextSeatId(seats, 'A1', 'ArrowDown')).toBe('A5');
    expect(nextSeatId(seats, 'A10', 'ArrowDown')).toBe('A13');
    expect(nextSeatId(seats, 'A13', 'ArrowUp')).toMatch(/^A1[01]$/);
  });

  it('goes to the ends of the row, or of the map with Ctrl', () => {
    expect(nextSeatId(seats, 'A6', 'Home')).toBe('A5');
    expect(nextSeatId(seats, 'A6', 'End')).toBe('A8');
    expect(nextSeatId(seats, 'A6', 'End', true)).toBe('A13');
    expect(nextSeatId(seats, 'A6', 'Home', true)).toBe('A1');
  });

  it('starts at the first seat when the current one is gone', () => {
    expect(nextSeatId(seats, 'Z9', 'ArrowRight')).toBe('A1');
  });
});
