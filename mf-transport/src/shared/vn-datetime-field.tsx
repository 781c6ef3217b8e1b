import { DateField } from '@busdesk/shared-kit';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { TRANSPORT_LABELS } from '../messages';

const L = TRANSPORT_LABELS.dateTime;

export interface VnDateTimeFieldProps {
  /** The moment's name ('Giờ xuất bến thực tế'): the group's label. */
  label: string;
  /** 'YYYY-MM-DDTHH:mm' in Vietnam time (vn-datetime-input.ts); the time part may be half typed. */
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
}

/**
 * A departure or arrival moment as the station reads it everywhere else: the day in the product's DateField
 * (DD/MM/YYYY whatever the browser's language, ADR 0045) and the time as 24-hour HH:mm. A browser `datetime-local`
 * showed '12/02/2026, 08:30 AM' for 02/12/2026 08:30 in an English-language browser, beside a list that writes
 * '08:30 02/12/2026'.
 */
export function VnDateTimeField({ label, value, onChange, error, helperText, disabled }: VnDateTimeFieldProps) {
  const labelId = useId();
  const helperId = useId();
  const [day = '', time = ''] = value.split('T');
  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={helperText ? helperId : undefined}>
      <FormLabel id={labelId} error={error} sx={{ display: 'block', mb: 1.5, fontSize: '0.875rem' }}>
        {label}
      </FormLabel>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <DateField label={L.day} valueFormat="YYYY-MM-DD" value={day} onChange={(d) => onChange(`${d}T${time}`)} error={error} disabled={disabled} />
        <TextField
          size="small"
          label={L.time}
          placeholder="HH:mm"
          value={time}
          onChange={(e) => onChange(`${day}T${e.target.value.replace(/[^\d:]/g, '').slice(0, 5)}`)}
          error={error}
          disabled={disabled}
          sx={{ width: 110 }}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        />
      </Box>
      <FormHelperText id={helperId} error={error}>
        {helperText ?? ' '}
      </FormHelperText>
    </Box>
  );
}
