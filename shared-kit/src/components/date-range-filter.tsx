import Stack from '@mui/material/Stack';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { BUSINESS_TIME_ZONE } from '@busdesk/api-contract';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { dayjs, vnTime } from '../format/index';
import { LABELS } from '../messages/index';
import { DatePickersProvider } from '../theme/date-pickers-provider';

export const DATE_DISPLAY_FORMAT = 'DD/MM/YYYY';

/**
 * A range of calendar days, inclusive. `from` and `to` are dayjs values at local midnight of the chosen days;
 * only their year-month-day matters. Convert with `dateRangeToKeys` (yyyyMMdd, the reports' format) or
 * `dateRangeToMillis` (00:00:00.000 of `from` to 23:59:59.999 of `to` in Asia/Ho_Chi_Minh).
 */
export interface DateRange {
  from: Dayjs;
  to: Dayjs;
}

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

/**
 * From-date and to-date pickers (DD/MM/YYYY). Report filters must always hold a range, so an emptied field is
 * ignored and the last valid range stays. Choosing a from-date after the to-date moves the to-date along (and
 * the reverse), rather than refusing the click.
 */
export function DateRangeFilter({
  value,
  defaultValue,
  onChange,
  fromLabel = LABELS.fields.fromDate,
  toLabel = LABELS.fields.toDate,
  disabled,
  size = 'small',
}: DateRangeFilterProps) {
  const [own, setOwn] = useState<DateRange>(() => defaultValue ?? todayRange());
  const range = value ?? own;

  const emit = (next: DateRange) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };

  const pickFrom = (day: Dayjs | null) => {
    if (!day || !day.isValid()) return;
    const from = day.startOf('day');
    emit({ from, to: from.isAfter(range.to, 'day') ? from : range.to });
  };
  const pickTo = (day: Dayjs | null) => {
    if (!day || !day.isValid()) return;
    const to = day.startOf('day');
    emit({ from: to.isBefore(range.from, 'day') ? to : range.from, to });
  };

  const fieldProps = { size, sx: { width: 170 } } as const;

  return (
    // Its own pickers provider, so the filter also works in a widget mounted without the date-pickers one.
    <DatePickersProvider>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <DesktopDatePicker
          label={fromLabel}
          value={range.from}
          onChange={pickFrom}
          format={DATE_DISPLAY_FORMAT}
          disabled={disabled}
          slotProps={{ textField: fieldProps }}
        />
        <DesktopDatePicker
          label={toLabel}
          value={range.to}
          onChange={pickTo}
          format={DATE_DISPLAY_FORMAT}
          disabled={disabled}
          slotProps={{ textField: fieldProps }}
        />
      </Stack>
    </DatePickersProvider>
  );
}
