import { describe, expect, it } from 'vitest';
import { vehicleFitsTrip } from './vehicle-fit';

describe('vehicleFitsTrip', () => {
  it('takes a vehicle with a seat for every ticket sold, and refuses one seat short', () => {
    expect(vehicleFitsTrip({ seatCount: 40 }, 30)).toBe(true);
    expect(vehicleFitsTrip({ seatCount: 30 }, 30)).toBe(true);
    expect(vehicleFitsTrip({ seatCount: 29 }, 30)).toBe(false);
    expect(vehicleFitsTrip({ seatCount: 9 }, 0)).toBe(true);
  });
});
