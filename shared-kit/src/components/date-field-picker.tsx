import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import type { FieldRef } from '@mui/x-date-pickers/models';
import type { Dayjs } from 'dayjs';
import { useImperativeHandle, useMemo, useRef, useState, type FocusEvent, type Ref } from 'react';
import { DatePickersProvider, VN_DAY_DISPLAY } from '../theme/date-pickers-provider';
import { isCompleteDay, parseDateValue, type DateFieldHandle, type DateFieldProps } from './date-field-model';

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
  const external = useMemo(() => parseDateValue(value, valueFormat), [value, valueFormat]);
  const fieldRef = useRef<FieldRef<Dayjs | null>>(null);
  // The picker edits its own draft: MUI puts a controlled field back to its value at once when the value does
  // not follow, so a day typed digit by digit (year 2, 20, 202, 2027) needs a draft that takes every keystroke.
  // Only a complete, valid day goes to onChange; a new value from outside ('Hôm nay') replaces the draft.
  const [draft, setDraft] = useState<Dayjs | null>(external);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(external);
  }
  const draftValid = useRef(true);
  useImperativeHandle(ref, () => ({ focus: () => fieldRef.current?.focusField(0) }), []);

  const change = (next: Dayjs | null, context: { validationError: unknown }) => {
    setDraft(next);
    if (next === null) {
      draftValid.current = clearable;
      if (clearable) onChange('');
      return;
    }
    draftValid.current = isCompleteDay(next, context);
    if (draftValid.current) onChange(next.format(valueFormat));
  };
  // Leaving a field that must hold a day half typed or emptied puts back the last day (001 §9: not clearable).
  const leave = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null) || draftValid.current) return;
    draftValid.current = true;
    setDraft(external);
  };

  return (
    <DatePickersProvider>
      <DesktopDatePicker
        label={label}
        value={draft}
        onChange={change}
        {...VN_DAY_DISPLAY}
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
            onBlur: leave,
          },
        }}
      />
    </DatePickersProvider>
  );
}
