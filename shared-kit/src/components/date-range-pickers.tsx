import Stack from '@mui/material/Stack';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import type { Dayjs } from 'dayjs';
import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { LABELS } from '../messages/index';
import { DatePickersProvider, VN_DAY_DISPLAY } from '../theme/date-pickers-provider';
import { isCompleteDay } from './date-field-model';
import { DATE_FIELD_WIDTH, type DateRange } from './date-range-layout';

export interface DateRangePickersProps {
  range: DateRange;
  /** A finished from-day; DateRangeFilter moves the to-day along when it passes it. */
  onPickFrom: (day: Dayjs) => void;
  /** A finished to-day; DateRangeFilter moves the from-day back when it comes before it. */
  onPickTo: (day: Dayjs) => void;
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
  const common = { disabled, size };
  return (
    <DatePickersProvider>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <RangeEnd {...common} label={fromLabel ?? LABELS.fields.fromDate} day={range.from} inOrder={(from) => !from.isAfter(range.to, 'day')} onPick={onPickFrom} />
        <RangeEnd {...common} label={toLabel ?? LABELS.fields.toDate} day={range.to} inOrder={(to) => !to.isBefore(range.from, 'day')} onPick={onPickTo} />
      </Stack>
    </DatePickersProvider>
  );
}

interface RangeEndProps {
  label: string;
  day: Dayjs;
  /** Whether a day typed here keeps the range in order with the other end as it stands. */
  inOrder: (day: Dayjs) => boolean;
  onPick: (day: Dayjs) => void;
  disabled: boolean | undefined;
  size: 'small' | 'medium';
}

/**
 * One end of the range, typed section by section or picked from the calendar. It edits its own draft, as DateField
 * does: the year goes 0002, 0020, 0202, 2026 as it is typed, and none of those may reach the range. A complete day
 * that keeps the range in order is handed over at once. One that would cross the other end (typing 30/11 as the
 * to-day passes through 30/01 on the way) waits until the typing is finished — the field left, Enter, or a day
 * picked from the calendar — and only then moves the other end along, once, to the day finally typed.
 */
function RangeEnd({ label, day, inOrder, onPick, disabled, size }: RangeEndProps) {
  const [draft, setDraft] = useState<Dayjs | null>(day);
  // A new day from outside (the other end moved it, or the screen set the range) replaces the draft.
  const [shown, setShown] = useState(day);
  if (!shown.isSame(day, 'day')) {
    setShown(day);
    setDraft(day);
  }
  // A complete day typed but not handed over yet (it would cross the other end); null when there is none.
  const waiting = useRef<Dayjs | null>(null);
  const draftComplete = useRef(true);

  const change = (next: Dayjs | null, context: { validationError: unknown }) => {
    setDraft(next);
    draftComplete.current = isCompleteDay(next, context);
    waiting.current = null;
    if (!isCompleteDay(next, context)) return;
    const picked = next.startOf('day');
    if (inOrder(picked)) onPick(picked);
    else waiting.current = picked;
  };
  // The typing is finished: a waiting day goes to the range (moving the other end); a half-typed or emptied field
  // goes back to the range's day (report dates are never empty).
  const finish = () => {
    const picked = waiting.current;
    waiting.current = null;
    if (picked) onPick(picked);
    else if (!draftComplete.current) setDraft(day);
    draftComplete.current = true;
  };
  const leave = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) finish();
  };
  const enter = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter') finish();
  };

  return (
    <DesktopDatePicker
      label={label}
      value={draft}
      onChange={change}
      // A day picked from the calendar ('view') is a finished choice (onChange has just taken it in). The field's own
      // keystrokes are 'accepted' too, half-typed years included: those are left to onChange.
      onAccept={(_accepted, context) => {
        if (context.source === 'view') finish();
      }}
      {...VN_DAY_DISPLAY}
      disabled={disabled}
      slotProps={{ textField: { size, sx: { width: DATE_FIELD_WIDTH }, onBlur: leave, onKeyDown: enter } }}
    />
  );
}
