import { describe, expect, it } from 'vitest';
import { SALE_WINDOW_CASES, saleWindowTrip } from '../test-support/sale-window-cases';
import { isBookingLocked, isCancelLocked } from './sale-windows';

describe('sale windows (one rule for the form and the server)', () => {
  const now = Date.UTC(2026, 10, 25, 13, 0);
  it.each(SALE_WINDOW_CASES)('$name', (c) => {
    expect(isBookingLocked(saleWindowTrip(c, now), now)).toBe(c.locked);
    expect(isCancelLocked(saleWindowTrip(c, now), now)).toBe(c.locked);
  });
});
