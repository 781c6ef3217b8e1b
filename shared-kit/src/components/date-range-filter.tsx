import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { BUSINESS_TIME_ZONE } from '@busdesk/api-contract';
import type { Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { dayjs, vnTime } from '../format/index';
import { DATE_FIELD_WIDTH, type DateRange } from './date-range-layout';

// The pickers (@mui/x-date-pickers with its provider and Vietnamese texts, ~65 kB gzip) load when a filter first
// renders, not with shared-kit: shared-kit is one System module loaded on every page, /login included, and all
// of its static imports load with it. Only the screens that show a filter pay for the pickers.
const DateRangePickers = lazy(() => import('./date-range-pickers').then((m) => ({ default: m.DateRangePickers })));

export { DATE_DISPLAY_FORMAT, type DateRange } from './date-range-layout';

/** Today in Vietnam, as a local-midnight dayjs (so a user abroad after 17:00 UTC still gets the VN day). */
export function todayInVietnam(now: Date = new Date()): Dayjs {
  return dayjs(vnTime(now).format('YYYY-MM-DD'));
}

export function todayRange(now: Date = new Date()): DateRange {
  const today = todayInVietnam(now);
  return { from: today, to: today };
}

export function dateRangeToKeys(range: DateRange): { startDate: string; endDate: string } {
  return { startDate: range.from.format('YYYYMMDD'), endDate: range.to.format('YYYYMMDD') };
}

export function dateRangeToMillis(range: DateRange): { fromDate: number; toDate: number } {
  const at = (day: Dayjs, time: string) => dayjs.tz(`${day.format('YYYY-MM-DD')} ${time}`, BUSINESS_TIME_ZONE).valueOf();
  return { fromDate: at(range.from, '00:00:00.000'), toDate: at(range.to, '23:59:59.999') };
}

export interface DateRangeFilterProps {
  /** Controlled value; leave out to let the filter keep its own (starting at `defaultValue`). */
  value?: DateRange;
  /** Defaults to today–today in Asia/Ho_Chi_Minh. */
  defaultValue?: DateRange;
  /** Called with a valid range only (from ≤ to, both set): the pickers cannot be cleared. */
  onChange?: (range: DateRange) => void;
  fromLabel?: string;
  toLabel?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
}

/** Field-sized placeholders while the pickers load, so the filter row does not jump when they arrive. */
function DateRangeSkeleton({ size }: { size: 'small' | 'medium' }) {
  const height = size === 'small' ? 40 : 56;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }} aria-busy="true">
      <Skeleton variant="rounded" width={DATE_FIELD_WIDTH} height={height} />
      <Skeleton variant="rounded" width={DATE_FIELD_WIDTH} height={height} />
    </Box>
  );
}

/**
 * From-date and to-date pickers (DD/MM/YYYY). Report filters must always hold a range, so an emptied or half-typed
 * field is ignored and the last valid range stays. Choosing a from-date after the to-date moves the to-date along (and
 * the reverse), rather than refusing the click — once the day is finished: a day being typed never moves the other
 * end (the pickers hand over a crossing day when the field is left, on Enter, or when picked from the calendar). The range lives here, not in the lazily loaded pickers, so an
 * uncontrolled filter keeps its value while they load.
 */
export function DateRangeFilter({ value, defaultValue, onChange, size = 'small', ...pickerProps }: DateRangeFilterProps) {
  const [own, setOwn] = useState<DateRange>(() => defaultValue ?? todayRange());
  const range = value ?? own;

  const emit = (next: DateRange) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };

  const pickFrom = (day: Dayjs) => {
    const from = day.startOf('day');
    emit({ from, to: from.isAfter(range.to, 'day') ? from : range.to });
  };
  const pickTo = (day: Dayjs) => {
    const to = day.startOf('day');
    emit({ from: to.isBefore(range.from, 'day') ? to : range.from, to });
  };

  return (
    <Suspense fallback={<DateRangeSkeleton size={size} />}>
      <DateRangePickers {...pickerProps} range={range} onPickFrom={pickFrom} onPickTo={pickTo} size={size} />
    </Suspense>
  );
}
