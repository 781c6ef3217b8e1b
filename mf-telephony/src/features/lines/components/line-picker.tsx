import type { TTelecomNumber } from '@busdesk/api-contract';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LINES_LABELS as L } from '../labels';

export interface LinePickerProps {
  lines: readonly TTelecomNumber[];
  /** The line chosen (remembered), also while its login is on the way; null: none. */
  selectedLineId: string | null;
  loggingIn: boolean;
  onSelect(lineId: string | null): void;
  disabled?: boolean;
}

const NONE = '';

/**
 * The agency's extension lines (002 §2): choosing one logs in to it, 'Không dùng máy lẻ' logs out. One select rather
 * than a list: a desk has a handful of lines and the panel's height is for the call.
 */
export function LinePicker({ lines, selectedLineId, loggingIn, onSelect, disabled }: LinePickerProps) {
  const value = selectedLineId !== null && lines.some((line) => line.id === selectedLineId) ? selectedLineId : NONE;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <TextField
        select
        size="small"
        fullWidth
        label={L.line}
        value={value}
        disabled={disabled}
        onChange={(event) => onSelect(event.target.value === NONE ? null : event.target.value)}
        // 'Không dùng máy lẻ' shows as the value when no line is chosen, not an empty box.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value={NONE}>
          <em>{L.none}</em>
        </MenuItem>
        {lines.map((line) => (
          <MenuItem key={line.id} value={line.id}>
            {L.option(line.number, line.telecomCompanyName)}
          </MenuItem>
        ))}
      </TextField>
      {loggingIn && <CircularProgress size={20} aria-label={L.loggingIn} />}
    </Box>
  );
}
