import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { MAIL_TEMPLATE_LABELS as L } from '../labels';

export interface TestSendFormProps {
  /** Sends the current template to `to`; resolves when the server answered (the caller tells the user how it went). */
  onSend(to: string): Promise<void>;
  disabled?: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 'Gửi thử': an address and a button; the server fills the template with the sample ticket and sends it. */
export function TestSendForm({ onSend, disabled = false }: TestSendFormProps) {
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = to.trim();
    if (!EMAIL.test(address)) {
      setError(L.testToInvalid);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onSend(address);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={L.testTitle} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextField
        size="small"
        type="email"
        label={L.testTo}
        autoComplete="email"
        value={to}
        onChange={(e) => setTo(e.target.value)}
        error={Boolean(error)}
        helperText={error ?? ' '}
        sx={{ width: 280 }}
      />
      <Button type="submit" variant="outlined" startIcon={<Send />} disabled={disabled || busy} sx={{ mt: '2px' }}>
        {L.testSend}
      </Button>
    </Box>
  );
}
