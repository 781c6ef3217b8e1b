import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LOGOUT_AFTER_PASSWORD_CHANGE_MS } from '@busdesk/api-contract';
import { logout, MSG, notify, validatePasswordChange, type PasswordChangeErrors } from '@busdesk/shared-kit';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ADMIN_LABELS } from '../../messages';
import { changePassword } from './api/change-password';


const L = ADMIN_LABELS.editProfile;

/** The new password and its confirmation: alike but for label, value and error. */
const newPasswordField = (label: string, value: string, onChange: (value: string) => void, error: string | undefined) => (
  <TextField
    label={label}
    type="password"
    autoComplete="new-password"
    required
    value={value}
    onChange={(e) => onChange(e.target.value)}
    error={Boolean(error)}
    helperText={error ?? ' '}
  />
);

export interface EditProfileServices {
  changePassword: (password: string) => Promise<void>;
  /** Ends the session after a successful change (000 §2.10). */
  logout: () => void;
}

const realServices: EditProfileServices = {
  changePassword,
  // The old password is gone, so the user signs in afresh on the plain login page.
  logout: () => void logout('/'),
};

export interface EditProfilePageProps {
  services?: EditProfileServices;
}

/** /manage/edit-profile: new password and confirmation; on success, logout after 1 s (000 §2.10, §5, §8). */
export function EditProfilePage({ services = realServices }: EditProfilePageProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<PasswordChangeErrors>({});
  const [busy, setBusy] = useState(false);
  const logoutTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(logoutTimer.current), []);
  // After the first attempt the messages follow the typing.
  useEffect(() => {
    if (submitted) setErrors(validatePasswordChange(password, confirm));
  }, [submitted, password, confirm]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validatePasswordChange(password, confirm);
    setErrors(found);
    if (found.password || found.confirm || busy) return;
    setBusy(true);
    try {
      await services.changePassword(password);
      notify(MSG.profile.success, 'success');
      // The pause lets the user read the success message before the session ends (000 §8).
      logoutTimer.current = setTimeout(services.logout, LOGOUT_AFTER_PASSWORD_CHANGE_MS);
    } catch (error) {
      notify(MSG.profile.failed(error instanceof Error ? error.message : String(error)), 'error');
      setBusy(false);
    }
  };

  return (
    <Box sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
      <Paper sx={{ p: 3, width: '100%', maxWidth: 440 }}>
        <Box component="form" noValidate onSubmit={submit} aria-labelledby="edit-profile-title" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography id="edit-profile-title" variant="h5" component="h1">
            {L.title}
          </Typography>
          {newPasswordField(L.newPassword, password, setPassword, errors.password)}
          {newPasswordField(L.confirmPassword, confirm, setConfirm, errors.confirm)}
          <Button type="submit" variant="contained" disabled={busy}>
            {L.submit}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
