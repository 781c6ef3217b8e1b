import { DISPLAY_DATE_PATTERNS } from '@busdesk/api-contract';
import type { Dayjs } from 'dayjs';

// What the light DateRangeFilter (its placeholders) and the lazily loaded pickers share — the field size and format,
// so both occupy the same space, and the range type; kept apart from both so neither pulls the other in.
export const DATE_DISPLAY_FORMAT = DISPLAY_DATE_PATTERNS.date;
/** Width of each date field, in px. */
export const DATE_FIELD_WIDTH = 170;

/**
 * A range of calendar days, inclusive. `from` and `to` are dayjs values at local midnight of the chosen days;
 * only their year-month-day matters. Convert with `dateRangeToKeys` (yyyyMMdd, the reports' format) or
 * `dateRangeToMillis` (00:00:00.000 of `from` to 23:59:59.999 of `to` in Asia/Ho_Chi_Minh).
 */
export interface DateRange {
  from: Dayjs;
  to: Dayjs;
}
