import { afterEach, describe, expect, it } from 'vitest';
import { DISPLAY_DATE_PATTERNS, formatVnMoment } from './display-dates';

// 2026-11-25 23:30 in Vietnam is 16:30 UTC; 00:05 VN on 26 November is 17:05 UTC on the 25th.
const LATE_EVENING_VN = Date.UTC(2026, 10, 25, 16, 30);
const AFTER_MIDNIGHT_VN = Date.UTC(2026, 10, 25, 17, 5);
const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('display dates', () => {
  it('writes slashes on every kind of place but the bank QR column', () => {
    expect(formatVnMoment(LATE_EVENING_VN, 'date')).toBe('25/11/2026');
    expect(formatVnMoment(LATE_EVENING_VN, 'dateTime')).toBe('25/11/2026 23:30');
    expect(formatVnMoment(LATE_EVENING_VN, 'timeDate')).toBe('23:30 25/11/2026');
    expect(formatVnMoment(LATE_EVENING_VN, 'time')).toBe('23:30');
    expect(formatVnMoment(LATE_EVENING_VN, 'bankQrCreated')).toBe('25-11-2026 23:30');
    const dashed = Object.entries(DISPLAY_DATE_PATTERNS).filter(([, pattern]) => pattern.includes('-'));
    expect(dashed.map(([kind]) => kind)).toEqual(['bankQrCreated']);
  });

  it.each(['UTC', 'America/New_York', 'Asia/Ho_Chi_Minh'])('cuts days at Vietnamese midnight when TZ=%s', (tz) => {
    process.env.TZ = tz;
    expect(formatVnMoment(AFTER_MIDNIGHT_VN, 'timeDate')).toBe('00:05 26/11/2026');
    expect(formatVnMoment(LATE_EVENING_VN, 'date')).toBe('25/11/2026');
  });

  it('writes nothing for a missing moment', () => {
    expect(formatVnMoment(null, 'date')).toBe('');
    expect(formatVnMoment(undefined, 'dateTime')).toBe('');
    expect(formatVnMoment(Number.NaN, 'time')).toBe('');
  });
});
