import { BUSINESS_TIME_ZONE, VN_UTC_OFFSET_MINUTES } from '@busdesk/api-contract';
import type { Dayjs } from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { dayjs, vnTime, type DateInput } from './vn-time';

// vnTime gives Vietnam's wall clock with a fixed UTC+7 offset instead of the timezone plugin's per-call Intl lookup.
// These compare it with the plugin on hosts in other zones, those with summer time included, for what screens do
// with it: read fields, cut days and months, step days.
const HOST_ZONES = ['UTC', 'Asia/Ho_Chi_Minh', 'America/New_York', 'Australia/Sydney', 'Pacific/Kiritimati'];
const INPUTS: DateInput[] = [
  '20261129',
  '20260101',
  '20261231',
  '20240229',
  '2026-11-29T10:00:00Z',
  Date.UTC(2026, 10, 28, 17, 0), // 00:00 of 29/11 in Vietnam
  Date.UTC(2026, 10, 28, 16, 59, 59, 999), // the last instant of 28/11 there
  Date.UTC(2026, 2, 8, 7, 30), // New York's spring change
  Date.UTC(2026, 9, 4, 15, 0), // Sydney's spring change
  Date.UTC(1990, 0, 1),
  new Date(Date.UTC(2030, 5, 30, 23, 59)),
];

/** What the screens read of a moment. */
const uses = (t: Dayjs) => [
  t.valueOf(),
  t.format('YYYY-MM-DD HH:mm:ss Z'),
  t.day(),
  t.startOf('day').valueOf(),
  t.endOf('day').valueOf(),
  t.add(1, 'day').format('YYYYMMDD'),
  t.startOf('month').valueOf(),
  t.startOf('year').valueOf(),
];
const withPlugin = (input: DateInput) =>
  typeof input === 'string' && /^\d{8}$/.test(input) ? dayjs.tz(input, 'YYYYMMDD', BUSINESS_TIME_ZONE) : dayjs(input).tz(BUSINESS_TIME_ZONE);

const hostZone = process.env.TZ;
afterEach(() => {
  // Node reads TZ again when it is set: each case runs as on a host in that zone.
  if (hostZone === undefined) delete process.env.TZ;
  else process.env.TZ = hostZone;
});

describe('vnTime', () => {
  it.each(HOST_ZONES)('reads, cuts and steps Vietnamese time as the timezone plugin does on a host in %s', (zone) => {
    process.env.TZ = zone;
    for (const input of INPUTS) expect(uses(vnTime(input)), String(input)).toEqual(uses(withPlugin(input)));
  });

  it('gives 00:00 in Vietnam for a business date, and an invalid moment for text that is no date', () => {
    expect(vnTime('20261129').valueOf()).toBe(Date.UTC(2026, 10, 28, 17, 0));
    expect(vnTime('20261129').format('DD/MM/YYYY HH:mm')).toBe('29/11/2026 00:00');
    expect(vnTime('not a date').isValid()).toBe(false);
  });

  it('negative control: the fixed offset alone, without the zone name, starts a month wrongly on a host with summer time', () => {
    process.env.TZ = 'America/New_York';
    const input = Date.UTC(2026, 10, 28, 17, 0);
    const bare = dayjs(input).utcOffset(VN_UTC_OFFSET_MINUTES);
    expect(bare.startOf('month').valueOf()).not.toBe(withPlugin(input).startOf('month').valueOf());
    expect(vnTime(input).startOf('month').valueOf()).toBe(withPlugin(input).startOf('month').valueOf());
  });
});
