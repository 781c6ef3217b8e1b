import { dateRangeToMillis, type DateRange } from '@busdesk/shared-kit';

/** 23:59:00 after a day's midnight: the seed's end of a departure day (002 §2 'Ký duyệt lệnh'), not 23:59:59.999. */
const END_OF_DAY_OFFSET_MS = (23 * 60 + 59) * 60_000;

/**
 * The list request's departure range for the chosen days: the first day at 00:00:00 and the last at 23:59:00, in
 * Vietnam time. Vietnam keeps UTC+7 all year, so midnight plus a fixed offset is the wall-clock time.
 */
export function departureRangeOf(range: DateRange): { startTime: number; endTime: number } {
  const startTime = dateRangeToMillis(range).fromDate;
  const lastMidnight = dateRangeToMillis({ from: range.to, to: range.to }).fromDate;
  return { startTime, endTime: lastMidnight + END_OF_DAY_OFFSET_MS };
}
