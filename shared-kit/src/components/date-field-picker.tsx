import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import type { FieldRef } from '@mui/x-date-pickers/models';
import type { Dayjs } from 'dayjs';
import { useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { DatePickersProvider } from '../theme/date-pickers-provider';
import { parseDateValue, type DateFieldHandle, type DateFieldProps } from './date-field-model';
import { DATE_DISPLAY_FORMAT } from './date-range-layout';

/**
 * DateField's picker, loaded with React.lazy by it (never imported statically, so @mui/x-date-pickers stays out of
 * shared-kit's first load). The field is MUI's sectioned one: DD/MM/YYYY whatever the browser's language, typed
 * digit by digit (25 11 2026) or picked from the calendar.
 */
export function DateFieldPicker({
  label,
  value,
  onChange,
  valueFormat = 'YYYYMMDD',
  clearable = false,
  disableFuture,
  id,
  name,
  disabled,
  required,
  error,
  helperText,
  size = 'small',
  width,
  fullWidth,
  ref,
}: DateFieldProps & { width: number | string; ref?: Ref<DateFieldHandle> }) {
  const day = useMemo(() => parseDateValue(value, valueFormat), [value, valueFormat]);
  const fieldRef = useRef<FieldRef<Dayjs | null>>(null);
  // A half-typed or emptied field of a date that must hold a day: it goes back to the last day on blur, by
  // mounting the picker afresh (MUI keeps its typed sections while the value it was given does not change).
  const [reset, setReset] = useState(0);
  const pending = useRef(false);
  useImperativeHandle(ref, () => ({ focus: () => fieldRef.current?.focusField(0) }), []);

  const change = (next: Dayjs | null) => {
    if (next === null) {
      pending.current = !clearable;
      if (clearable) onChange('');
      return;
    }
    pending.current = !next.isValid();
    if (next.isValid()) onChange(next.format(valueFormat));
  };

  return (
    <DatePickersProvider>
      <DesktopDatePicker
        key={reset}
        label={label}
        value={day}
        onChange={change}
        format={DATE_DISPLAY_FORMAT}
        disabled={disabled}
        disableFuture={disableFuture}
        name={name}
        slotProps={{
          field: { fieldRef, clearable },
          textField: {
            id,
            size,
            required,
            error,
            helperText,
            fullWidth,
            sx: fullWidth ? undefined : { width },
            // The label stays above the field, so an empty one shows DD/MM/YYYY and says how to type it.
            slotProps: { inputLabel: { shrink: true } },
            onBlur: () => {
              if (!pending.current) return;
              pending.current = false;
              setReset((n) => n + 1);
            },
          },
        }}
      />
    </DatePickersProvider>
  );
}
