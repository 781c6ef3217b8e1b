import Stack from '@mui/material/Stack';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import type { Dayjs } from 'dayjs';
import { LABELS } from '../messages/index';
import { DatePickersProvider, VN_DAY_DISPLAY } from '../theme/date-pickers-provider';
import { DATE_FIELD_WIDTH, type DateRange } from './date-range-layout';

export interface DateRangePickersProps {
  range: DateRange;
  onPickFrom: (day: Dayjs | null) => void;
  onPickTo: (day: Dayjs | null) => void;
  /** Default 'Từ ngày' / 'Đến ngày' (LABELS.fields). */
  fromLabel?: string;
  toLabel?: string;
  disabled?: boolean;
  size: 'small' | 'medium';
}

/**
 * The two pickers of DateRangeFilter, loaded with React.lazy by it (never imported statically, so
 * @mui/x-date-pickers stays out of shared-kit's first load). It brings its own pickers provider: no
 * application-wide one exists, so a screen without date fields never loads the pickers.
 */
export function DateRangePickers({ range, onPickFrom, onPickTo, fromLabel, toLabel, disabled, size }: DateRangePickersProps) {
  // Both pickers alike but for their label, day and handler.
  const both = { ...VN_DAY_DISPLAY, disabled, slotProps: { textField: { size, sx: { width: DATE_FIELD_WIDTH } } } } as const;
  return (
    <DatePickersProvider>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <DesktopDatePicker label={fromLabel ?? LABELS.fields.fromDate} value={range.from} onChange={onPickFrom} {...both} />
        <DesktopDatePicker label={toLabel ?? LABELS.fields.toDate} value={range.to} onChange={onPickTo} {...both} />
      </Stack>
    </DatePickersProvider>
  );
}
