import { TRANSPORT_SIGN_STATUS_LABELS } from '@busdesk/api-contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { TRANSPORT_LABELS } from '../../../messages';
import type { StatusFilter } from '../hooks/use-transport-orders';

export interface StatusFilterSelectProps {
  label: string;
  value: StatusFilter;
  onChange: (value: StatusFilter) => void;
}

const STATUSES = [0, 1, 2, 3] as const;
const ANY = '';

/** A signing-status filter (company, departure or arrival): every status, or one of 0–3. */
export function StatusFilterSelect({ label, value, onChange }: StatusFilterSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value === '' ? ANY : String(value)}
      onChange={(e) => onChange(e.target.value === ANY ? '' : (Number(e.target.value) as StatusFilter))}
      sx={{ width: 170 }}
    >
      <MenuItem value={ANY}>{TRANSPORT_LABELS.signList.anyStatus}</MenuItem>
      {STATUSES.map((s) => (
        <MenuItem key={s} value={String(s)}>
          {TRANSPORT_SIGN_STATUS_LABELS[s]}
        </MenuItem>
      ))}
    </TextField>
  );
}
