import type { Dayjs } from 'dayjs';
import { dayjs } from '../format/vn-time';
import { DATE_DISPLAY_FORMAT } from './date-range-layout';

// What DateField's public module (its placeholder) and the lazily loaded picker share: the props, and how a value
// string reads as a day; both light, so the placeholder shows the same text the picker will.

/**
 * How the value travels: 'YYYYMMDD' is the business date the searches and reports send (000 §9 "report dates sent
 * as yyyyMMdd"); 'YYYY-MM-DD' is the seeds' default date format (002 §9), kept by the ticket's birthday.
 */
export type DateValueFormat = 'YYYYMMDD' | 'YYYY-MM-DD';

export interface DateFieldProps {
  label: string;
  /** The day in `valueFormat`; '' when empty. */
  value: string;
  /** Called with a complete, valid day in `valueFormat` (and '' when a clearable field is emptied). */
  onChange: (value: string) => void;
  /** Defaults to 'YYYYMMDD'. */
  valueFormat?: DateValueFormat;
  /**
   * An emptied field gives ''. Off by default: a search or report date always holds a day, so clearing or leaving
   * it half typed keeps the last valid day (001 §9 "the date picker is not clearable").
   */
  clearable?: boolean;
  /** Days after today cannot be chosen (a birthday). */
  disableFuture?: boolean;
  id?: string;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  /** A width in px (or any CSS width); defaults to DATE_FIELD_WIDTH. Ignored with fullWidth. */
  width?: number | string;
  fullWidth?: boolean;
}

/** What a DateField's `ref` gives: focusing its first section (the day), e.g. from a keyboard shortcut. */
export interface DateFieldHandle {
  focus(): void;
}

/** The value as a day, or null when it is empty or not a real day in its format ('20261131'). */
export function parseDateValue(value: string, format: DateValueFormat): Dayjs | null {
  if (!value) return null;
  const day = dayjs(value, format, true);
  return day.isValid() ? day : null;
}

/** The value as the field shows it, DD/MM/YYYY ('' when empty or invalid). */
export function dateValueText(value: string, format: DateValueFormat): string {
  return parseDateValue(value, format)?.format(DATE_DISPLAY_FORMAT) ?? '';
}

/**
 * Whether a value a sectioned picker hands over while the user types is a complete day. A year of fewer than four
 * digits (0002, 0020, 0202 on the way to 2026) is a valid date before 1900: the picker's own bounds
 * (`validationError`) say it is not a day yet.
 */
export function isCompleteDay(next: Dayjs | null, context: { validationError: unknown }): next is Dayjs {
  return next !== null && next.isValid() && context.validationError === null;
}
