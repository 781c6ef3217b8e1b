import type { ReactNode } from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { viVN } from '@mui/x-date-pickers/locales';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/vi';
import { DATE_DISPLAY_FORMAT } from '../components/date-range-layout';

/**
 * The calendar's weekday heads as Vietnamese calendars write them: T2 … T7, CN (dayjs 'vi' weekdaysMin). MUI's
 * default keeps the first letter only, which reads 'T T T T T T C' in Vietnamese.
 */
export const vnDayOfWeek = (day: Dayjs): string => day.format('dd');

/** How every date picker shows a day: DD/MM/YYYY in the field, Vietnamese weekday heads in the calendar. */
export const VN_DAY_DISPLAY = { format: DATE_DISPLAY_FORMAT, dayOfWeekFormatter: vnDayOfWeek } as const;

/** Vietnamese texts of the date pickers (toolbar, field placeholders, view names). */
export const datePickersLocaleText = viVN.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * Date pickers in Vietnamese with dayjs and its 'vi' locale (Monday-first weeks, Vietnamese month names).
 * Never imported statically by shared-kit's public modules: the pickers that need it load it with themselves
 * (date-range-pickers.tsx), and the public DatePickersProvider is the lazy one in lazy-date-pickers-provider.tsx.
 */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="vi" localeText={datePickersLocaleText}>
      {children}
    </LocalizationProvider>
  );
}
