import { BANK_OTP_REGEX, MSG } from '@busdesk/api-contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { VIETQR_LABELS as L } from '../labels';
import { AdminSection } from '../../../shared/admin-section';

export interface OtpFormProps {
  /** The masked phone the OTP went to. */
  phoneNo: string;
  onConfirm: (otp: string) => Promise<void>;
}

/** The OTP field that appears after the first submit (002 §2); six digits, then the bank answers the terminal. */
export function OtpForm({ phoneNo, onConfirm }: OtpFormProps) {
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = otp.trim();
    if (!value) return setError(MSG.bankQr.otpRequired);
    setError(null);
    setSending(true);
    try {
      await onConfirm(value);
      setOtp('');
    } finally {
      setSending(false);
    }
  };

  return (
    <AdminSection title={L.otpTitle}>
      <Typography variant="body2">
        {L.otpSentTo(phoneNo)}
      </Typography>
      <Stack component="form" noValidate direction="row" spacing={2} onSubmit={(e) => void submit(e)} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={L.otp}
          required
          value={otp}
          disabled={sending}
          onChange={(e) => setOtp(e.target.value)}
          error={!!error}
          helperText={error ?? undefined}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6, pattern: BANK_OTP_REGEX.source } }}
        />
        <Button type="submit" variant="contained" disabled={sending} sx={{ mt: 1 }}>
          {L.confirm}
        </Button>
      </Stack>
    </AdminSection>
  );
}
