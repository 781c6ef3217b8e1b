import { BUSINESS_TIME_ZONE } from '@busdesk/api-contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The instants a yyyyMMdd business date covers in Asia/Ho_Chi_Minh: [its midnight, the next midnight − 1 ms]. A
 * report run on a server in UTC still cuts days at Vietnamese midnight (DESIGN §5).
 */
export function businessDayBounds(date: number): { start: number; end: number } {
  const start = dayjs.tz(String(date), 'YYYYMMDD', BUSINESS_TIME_ZONE);
  return { start: start.valueOf(), end: start.add(1, 'day').valueOf() - 1 };
}
