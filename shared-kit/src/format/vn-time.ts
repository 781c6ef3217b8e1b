import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/vi';
import { BUSINESS_TIME_ZONE, VN_UTC_OFFSET_MINUTES } from '@busdesk/api-contract';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);
dayjs.locale('vi');
dayjs.tz.setDefault(BUSINESS_TIME_ZONE);

/** Anything a screen holds as a moment: epoch ms, Date, ISO text, a yyyyMMdd business date, or a Dayjs. */
export type DateInput = number | string | Date | Dayjs;

const YMD = /^\d{8}$/;

/**
 * The moment seen on the wall clock of Asia/Ho_Chi_Minh, whatever the machine's time zone: the stations work
 * in Vietnam time and a report run from a server in UTC must still cut days at Vietnamese midnight.
 * A yyyyMMdd string is a business date and means its VN midnight.
 *
 * A fixed UTC+7 offset (the contract's rule: Vietnam has no summer time), not the timezone plugin's `.tz()`: that
 * asks Intl for the zone's offset on every call (`toLocaleString` with a `timeZone`), ~77 µs against ~5 µs here —
 * a report page of 2,000 rows formatting a time each spent ~0.15 s in it, a warm /book-ticket ~50 ms (ADR 0108).
 */
export function vnTime(input: DateInput = Date.now()): Dayjs {
  // The day's 00:00 read as UTC, moved 7 hours earlier: its 00:00 in Vietnam.
  const instant = typeof input === 'string' && YMD.test(input) ? dayjs.utc(input, 'YYYYMMDD').valueOf() - VN_UTC_OFFSET_MINUTES * 60_000 : input;
  const at = dayjs(instant).utcOffset(VN_UTC_OFFSET_MINUTES);
  // What `.tz()` returns besides the offset is the zone's name, which the plugin's startOf reads: without it a month
  // or year start on a host with summer time (New York, Sydney) would be off by the host's change of offset.
  (at as Dayjs & { $x: { $timezone?: string } }).$x.$timezone = BUSINESS_TIME_ZONE;
  return at;
}

/** The instant as epoch ms (a yyyyMMdd business date: its VN midnight); NaN for text that is no date. */
export function toEpochMs(input: DateInput): number {
  if (typeof input === 'number') return input;
  if (typeof input === 'string' && YMD.test(input)) return vnTime(input).valueOf();
  return dayjs(input).valueOf();
}

/** The dayjs configured with utc, timezone, customParseFormat, the vi locale and the VN default zone. */
export { dayjs };
