import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/vi';
import { BUSINESS_TIME_ZONE } from '@busdesk/api-contract';

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
 */
export function vnTime(input: DateInput = Date.now()): Dayjs {
  if (typeof input === 'string' && YMD.test(input)) return dayjs.tz(input, 'YYYYMMDD', BUSINESS_TIME_ZONE);
  return dayjs(input).tz(BUSINESS_TIME_ZONE);
}

/** The instant as epoch ms (a yyyyMMdd business date: its VN midnight); NaN for text that is no date. */
export function toEpochMs(input: DateInput): number {
  if (typeof input === 'number') return input;
  if (typeof input === 'string' && YMD.test(input)) return vnTime(input).valueOf();
  return dayjs(input).valueOf();
}

/** The dayjs configured with utc, timezone, customParseFormat, the vi locale and the VN default zone. */
export { dayjs };
