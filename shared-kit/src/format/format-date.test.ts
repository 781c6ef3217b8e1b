import { afterEach, describe, expect, it } from 'vitest';
import {
  endOfDayMs,
  fileTimestamp,
  formatCountdown,
  formatDate,
  formatDateTime,
  formatTime,
  formatTimeDate,
  fromYmd,
  startOfDayMs,
  toYmd,
} from './format-date';
import { dayjs } from './vn-time';

// 2025-07-01 23:30 in Vietnam (UTC+7) is 16:30 UTC the same day; 00:30 VN on 2 July is 17:30 UTC on 1 July.
const LATE_EVENING_VN = Date.UTC(2025, 6, 1, 16, 30);
const JUST_AFTER_MIDNIGHT_VN = Date.UTC(2025, 6, 1, 17, 30);
const originalTz = process.env.TZ;

afterEach(() => {
  process.env.TZ = originalTz;
});

describe('date formats', () => {
  // Issue 11: one separator on every screen (slashes); the history and the trip header used to write dashes.
  it('writes the seeds’ display formats in Vietnam time, with slashes', () => {
    expect(formatDate(LATE_EVENING_VN)).toBe('01/07/2025');
    expect(formatDateTime(LATE_EVENING_VN)).toBe('01/07/2025 23:30');
    expect(formatDateTime(JUST_AFTER_MIDNIGHT_VN)).toBe('02/07/2025 00:30');
    expect(formatTimeDate(JUST_AFTER_MIDNIGHT_VN)).toBe('00:30 02/07/2025');
    expect(formatTime(JUST_AFTER_MIDNIGHT_VN)).toBe('00:30');
    expect(fileTimestamp(LATE_EVENING_VN)).toBe('20250701_233000');
  });
  it('reads every kind of input as the same instant', () => {
    const iso = new Date(JUST_AFTER_MIDNIGHT_VN).toISOString();
    for (const input of [JUST_AFTER_MIDNIGHT_VN, iso, new Date(JUST_AFTER_MIDNIGHT_VN), dayjs(JUST_AFTER_MIDNIGHT_VN)]) {
      expect(formatTimeDate(input)).toBe('00:30 02/07/2025');
    }
  });
  it('shows blank and invalid input as an empty cell', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('business dates', () => {
  it.each(['UTC', 'America/New_York', 'Asia/Tokyo', 'Asia/Ho_Chi_Minh'])('cuts days at VN midnight when TZ=%s', (tz) => {
    process.env.TZ = tz;
    // The machine zone really changed (otherwise this case would prove nothing).
    const hourThere = Number(new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: tz }).format(LATE_EVENING_VN));
    expect(new Date(LATE_EVENING_VN).getHours()).toBe(hourThere);
    expect(toYmd(LATE_EVENING_VN)).toBe('20250701');
    expect(toYmd(JUST_AFTER_MIDNIGHT_VN)).toBe('20250702');
    expect(fromYmd('20250702')).toBe(Date.UTC(2025, 6, 1, 17, 0));
    expect(startOfDayMs(JUST_AFTER_MIDNIGHT_VN)).toBe(Date.UTC(2025, 6, 1, 17, 0));
    expect(endOfDayMs(LATE_EVENING_VN)).toBe(Date.UTC(2025, 6, 1, 16, 59, 59, 999));
    expect(formatDate('20250702')).toBe('02/07/2025');
  });
  it('refuses malformed business dates', () => {
    expect(fromYmd('2025-07-02')).toBeNaN();
    expect(fromYmd('20251340')).toBeNaN();
  });
});

describe('formatCountdown', () => {
  it('writes mm:ss and never goes negative', () => {
    expect(formatCountdown(600_000)).toBe('10:00');
    expect(formatCountdown(65_999)).toBe('01:05');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5_000)).toBe('00:00');
    expect(formatCountdown(75 * 60_000)).toBe('75:00');
  });
});
