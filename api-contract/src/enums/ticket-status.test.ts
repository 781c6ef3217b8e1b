import { describe, expect, it } from 'vitest';
import { SeatType, isSellableSeatType } from './seat-type';
import { ZTicketStatus } from './schemas';
import { isTripDeparted } from './trip-status';

const NOW = Date.UTC(2025, 6, 1, 3, 0, 0);

describe('ticket status codes', () => {
  it('accepts only the documented codes', () => {
    expect(ZTicketStatus.safeParse(7).success).toBe(true);
    expect(ZTicketStatus.safeParse(1).success).toBe(false);
  });
});

describe('seats and trips', () => {
  it('sells only seat types 3 and 4', () => {
    expect([1, 2, 3, 4, 5, 6].filter(isSellableSeatType)).toEqual([SeatType.SEAT, SeatType.BED]);
  });
  it('counts a trip departed by status or by time', () => {
    expect(isTripDeparted({ tripStatus: 2, startTimeReality: NOW + 3_600_000 }, NOW)).toBe(true);
    expect(isTripDeparted({ tripStatus: 1, startTimeReality: NOW - 1 }, NOW)).toBe(true);
    expect(isTripDeparted({ tripStatus: 1, startTimeReality: NOW + 1 }, NOW)).toBe(false);
  });
});
