import { describe, expect, it } from 'vitest';
import { departureDay } from './departure-day';

describe('departureDay', () => {
  // 2026-03-10 10:00 in Vietnam (UTC+7) = 03:00 UTC.
  const now = Date.UTC(2026, 2, 10, 3, 0);
  it('cuts days at midnight in Vietnam, not in UTC', () => {
    expect(departureDay(Date.UTC(2026, 2, 9, 16, 59), now)).toBe('past'); // 23:59 on the 9th in Vietnam
    expect(departureDay(Date.UTC(2026, 2, 9, 17, 0), now)).toBe('today'); // 00:00 on the 10th
    expect(departureDay(Date.UTC(2026, 2, 10, 16, 59), now)).toBe('today');
    expect(departureDay(Date.UTC(2026, 2, 10, 17, 0), now)).toBe('future');
  });
});
