import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MSG_AUTH, MSG_PROFILE } from '@busdesk/api-contract/messages/auth';
import { validatePasswordChange as validate, type PasswordChangeErrors as Errors } from '@busdesk/shared-kit/core';
import { useState, type FormEvent } from 'react';
import { SHELL_LABELS } from '../../messages';
import { OutlinedField } from './outlined-field';

const L = SHELL_LABELS.login;

export interface SetPasswordStepProps {
  /** Sets the new password; resolves true once signed in, false when the user info then failed (reported elsewhere). */
  setNewPassword: (password: string) => Promise<boolean>;
  onSignedIn: () => void;
}

/**
 * The step after signing in with a one-time password (ADR 0054): a new password and its confirmation, with the change
 * password rules of 000 §5, before anything else opens.
 */
export function SetPasswordStep({ setNewPassword, onSignedIn }: SetPasswordStepProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(password, confirm);
    setErrors(found);
    setFailure(null);
    if (found.password || found.confirm || busy) return;
    setBusy(true);
    try {
      if (await setNewPassword(password)) {
        onSignedIn();
        return;
      }
    } catch (error) {
      setFailure(MSG_PROFILE.failed(error instanceof Error ? error.message : String(error)));
    }
    setBusy(false);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={L.newPasswordFormLabel} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h5" component="h1" sx={{ textAlign: 'center' }}>
        {L.newPasswordTitle}
      </Typography>
      <Alert severity="info">{MSG_AUTH.mustChangePassword}</Alert>
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <OutlinedField label={L.newPassword} name="new-password" type="password" autoComplete="new-password" autoFocus required value={password} onValue={setPassword} error={errors.password} />
      <OutlinedField label={L.confirmPassword} name="confirm-password" type="password" autoComplete="new-password" required value={confirm} onValue={setConfirm} error={errors.confirm} />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {L.newPasswordSubmit}
      </Button>
    </Box>
  );
}
