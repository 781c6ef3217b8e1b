import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { lazy, Suspense, type Ref } from 'react';
import { dateValueText, type DateFieldHandle, type DateFieldProps } from './date-field-model';
import { DATE_DISPLAY_FORMAT, DATE_FIELD_WIDTH } from './date-range-layout';

export { parseDateValue, type DateFieldHandle, type DateFieldProps, type DateValueFormat } from './date-field-model';

// The picker (@mui/x-date-pickers with its provider and Vietnamese texts) loads when a date field first renders,
// not with shared-kit, which every page loads (/login included): only the screens showing a date pay for it.
const DateFieldPicker = lazy(() => import('./date-field-picker').then((m) => ({ default: m.DateFieldPicker })));

/**
 * What shows while the picker loads: a read-only field of the same size, label and text (the day as DD/MM/YYYY,
 * or DD/MM/YYYY itself when empty), so nothing moves when the picker arrives and no browser date input
 * (mm/dd/yyyy in an English-language browser) ever appears.
 */
function DateFieldPlaceholder({ label, value, valueFormat = 'YYYYMMDD', id, size = 'small', required, helperText, error, fullWidth, width }: DateFieldProps & { width: number | string }) {
  return (
    <TextField
      id={id}
      label={label}
      value={dateValueText(value, valueFormat)}
      placeholder={DATE_DISPLAY_FORMAT}
      size={size}
      required={required}
      error={error}
      helperText={helperText}
      fullWidth={fullWidth}
      sx={fullWidth ? undefined : { width }}
      aria-busy="true"
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { readOnly: true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <CalendarMonthOutlined fontSize="small" color="action" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/**
 * One day, as DD/MM/YYYY whatever the browser's language (MUI X's date picker with the Vietnamese locale): typed
 * section by section or picked from the calendar. The value travels as text in `valueFormat`. Only a complete,
 * real day is handed to `onChange`; unless `clearable`, a field emptied or left half typed returns to its last day.
 */
export function DateField({ width = DATE_FIELD_WIDTH, ref, ...props }: DateFieldProps & { ref?: Ref<DateFieldHandle> }) {
  return (
    <Suspense fallback={<DateFieldPlaceholder {...props} width={width} />}>
      <DateFieldPicker {...props} width={width} ref={ref} />
    </Suspense>
  );
}
