import Stack from '@mui/material/Stack';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import type { Dayjs } from 'dayjs';
import { DatePickersProvider, vnDayOfWeek } from '../theme/date-pickers-provider';
import { DATE_DISPLAY_FORMAT, DATE_FIELD_WIDTH, type DateRange } from './date-range-layout';

export interface DateRangePickersProps {
  range: DateRange;
  onPickFrom: (day: Dayjs | null) => void;
  onPickTo: (day: Dayjs | null) => void;
  fromLabel: string;
  toLabel: string;
  disabled?: boolean;
  size: 'small' | 'medium';
}

/**
 * The two pickers of DateRangeFilter, loaded with React.lazy by it (never imported statically, so
 * @mui/x-date-pickers stays out of shared-kit's first load). It brings its own pickers provider: no
 * application-wide one exists, so a screen without date fields never loads the pickers.
 */
export function DateRangePickers({ range, onPickFrom, onPickTo, fromLabel, toLabel, disabled, size }: DateRangePickersProps) {
  const fieldProps = { size, sx: { width: DATE_FIELD_WIDTH } } as const;
  return (
    <DatePickersProvider>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <DesktopDatePicker
          label={fromLabel}
          value={range.from}
          onChange={onPickFrom}
          format={DATE_DISPLAY_FORMAT}
          dayOfWeekFormatter={vnDayOfWeek}
          disabled={disabled}
          slotProps={{ textField: fieldProps }}
        />
        <DesktopDatePicker
          label={toLabel}
          value={range.to}
          onChange={onPickTo}
          format={DATE_DISPLAY_FORMAT}
          dayOfWeekFormatter={vnDayOfWeek}
          disabled={disabled}
          slotProps={{ textField: fieldProps }}
        />
      </Stack>
    </DatePickersProvider>
  );
}
