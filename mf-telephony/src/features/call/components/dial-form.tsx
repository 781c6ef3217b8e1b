import CallIcon from '@mui/icons-material/Call';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { CALL_LABELS as L } from '../labels';

export interface DialFormProps {
  /** Dialling is offered only while the line is idle (002 §4). */
  canDial: boolean;
  busy: boolean;
  onDial(number: string): void;
}

/** The number to call and 'Gọi'; the controller checks it (002 §5) and says what is wrong. */
export function DialForm({ canDial, busy, onDial }: DialFormProps) {
  const [number, setNumber] = useState('');
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onDial(number);
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
    >
      <TextField
        size="small"
        label={L.phone}
        value={number}
        onChange={(event) => setNumber(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off', maxLength: 20 } }}
        sx={{ flex: 1 }}
      />
      <Button type="submit" variant="contained" color="success" startIcon={<CallIcon />} disabled={!canDial || busy}>
        {L.dial}
      </Button>
    </Box>
  );
}
