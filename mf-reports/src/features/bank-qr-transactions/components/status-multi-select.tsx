import type { TTransactionStatusCode } from '@busdesk/api-contract';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BANK_QR_LABELS as L } from '../labels';

const CODES: readonly TTransactionStatusCode[] = [1, 2, 3];

/** The bank QR report's status filter (multi): none chosen means every status. */
export function StatusMultiSelect({ value, onChange }: { value: readonly TTransactionStatusCode[]; onChange: (next: TTransactionStatusCode[]) => void }) {
  return (
    <TextField
      select
      size="small"
      label={L.status}
      value={value}
      sx={{ minWidth: 200 }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => (selected as TTransactionStatusCode[]).map((c) => L.statuses[c]).join(', '),
        },
      }}
      onChange={(e) => {
        const raw = e.target.value as unknown as Array<TTransactionStatusCode | string>;
        onChange(CODES.filter((c) => raw.map(Number).includes(c)));
      }}
    >
      {CODES.map((code) => (
        <MenuItem key={code} value={code}>
          <Checkbox size="small" checked={value.includes(code)} />
          <ListItemText primary={L.statuses[code]} />
        </MenuItem>
      ))}
    </TextField>
  );
}
