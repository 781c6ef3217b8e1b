import Grid from '@mui/material/Grid';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { BookingForm } from '../booking-rules';
import { BOOKING_LABELS } from '../labels';

/** The booking form's free-text fields. */
type TextKey = 'fullName' | 'email' | 'birthday' | 'note' | 'orderer' | 'ordererPhoneNumber';

/** What every part of the booking form gets: the form, a patch callback, and whether it can be edited. */
export interface BookingFormBinding {
  form: BookingForm;
  onChange(patch: Partial<BookingForm>): void;
  disabled: boolean;
}

export interface BookingTextFieldProps extends BookingFormBinding, Pick<TextFieldProps, 'type' | 'inputRef' | 'slotProps'> {
  /** The form field it edits; the label is that field's label. */
  field: TextKey;
  id: string;
  /** The whole row; otherwise half of it from `sm` up. */
  wide?: boolean;
  /** A check's message for this field (issue 11: errors are shown at the field). */
  error?: string;
  /** Its share of its row's columns (12 unless the row says otherwise) when not wide (default: half from `sm` up). */
  gridSize?: number;
}

/** One free-text field of the booking form in its grid cell: shows the form's value and patches that one key. */
export function BookingTextField({ field, id, form, onChange, disabled, wide = false, error, gridSize, ...rest }: BookingTextFieldProps) {
  return (
    <Grid size={wide ? 12 : (gridSize ?? { xs: 12, sm: 6 })}>
      <TextField
        id={id}
        fullWidth
        size="small"
        label={BOOKING_LABELS.fields[field]}
        value={form[field]}
        onChange={(e) => onChange({ [field]: e.target.value })}
        disabled={disabled}
        error={Boolean(error)}
        helperText={error}
        {...rest}
      />
    </Grid>
  );
}
