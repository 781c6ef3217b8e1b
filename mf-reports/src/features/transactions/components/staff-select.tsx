import type { TPartnerUser } from '@busdesk/api-contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { TRANSACTION_LABELS as L } from '../labels';

export interface StaffSelectProps {
  staff: readonly Pick<TPartnerUser, 'id' | 'name'>[];
  /** null: every employee the session may see. */
  value: string | null;
  onChange: (partnerUserId: string | null) => void;
  /** A STAFF user's selector is preset to themselves and cannot change (the server holds them to it too). */
  disabled?: boolean;
}

const ALL = '';

/** The report's staff selector ('Nhân viên'): the agency's employees, or all of them. */
export function StaffSelect({ staff, value, onChange, disabled }: StaffSelectProps) {
  const known = value === null || staff.some((s) => s.id === value);
  return (
    <TextField
      select
      size="small"
      label={L.staff}
      value={known ? (value ?? ALL) : ALL}
      disabled={disabled ?? false}
      onChange={(e) => onChange(e.target.value === ALL ? null : e.target.value)}
      sx={{ minWidth: 220 }}
    >
      {disabled ? null : <MenuItem value={ALL}>{L.allStaff}</MenuItem>}
      {staff.map((s) => (
        <MenuItem key={s.id} value={s.id}>
          {s.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
