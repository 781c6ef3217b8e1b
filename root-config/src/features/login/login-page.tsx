import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MSG_AUTH } from '@busdesk/api-contract/messages/auth';
import { useEffect, useState, type FormEvent } from 'react';
import { SHELL_LABELS } from '../../messages';
import { OutlinedField } from './outlined-field';
import { SetPasswordStep } from './set-password-step';
import { validateLogin, type LoginErrors } from './validate-login';

const L = SHELL_LABELS.login;

/** Login background and logo of the admin configuration for this domain (000 §2.2); both optional. */
export interface LoginBranding {
  backgroundUrl?: string;
  logoUrl?: string;
}

/** What the page needs from the outside world; the app passes the real calls, stories and tests pass fakes. */
export interface LoginServices {
  /**
   * Resolves true once signed in, false when the token came but the user info did not (that failure is
   * reported elsewhere), 'set-password' when the password was reset and a new one must be set first (ADR 0054);
   * rejects on refused credentials.
   */
  login: (username: string, password: string) => Promise<boolean | 'set-password'>;
  /** After a reset: sets the new password and loads the user (true once signed in). */
  setNewPassword: (password: string) => Promise<boolean>;
  getBranding: (domain: string) => Promise<LoginBranding>;
  /** Called after a successful sign-in; the app navigates to the redirect target. */
  onSignedIn: () => void;
}

export interface LoginPageProps {
  services: LoginServices;
  /** The admin domain whose configuration styles the page (window.location.hostname in the portal). */
  domain: string;
}

export function LoginPage({ services, domain }: LoginPageProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [branding, setBranding] = useState<LoginBranding>({});
  const [mustSetPassword, setMustSetPassword] = useState(false);

  useEffect(() => {
    let active = true;
    // Branding is decoration: a failed lookup leaves the plain page rather than blocking sign-in.
    services.getBranding(domain).then(
      (value) => active && setBranding(value),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [services, domain]);

  // After the first attempt the messages follow the typing, so the user sees a fix take effect.
  useEffect(() => {
    if (submitted) setErrors(validateLogin({ username, password }));
  }, [submitted, username, password]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    const found = validateLogin({ username, password });
    setErrors(found);
    if (found.username || found.password || busy) return;
    setBusy(true);
    try {
      const outcome = await services.login(username.trim(), password);
      if (outcome === 'set-password') {
        setMustSetPassword(true);
        setPassword('');
        setBusy(false);
        return;
      }
      if (outcome) {
        services.onSignedIn();
        return;
      }
      setBusy(false);
    } catch {
      // The seeds give one text for every refused sign-in (000 §8); the server's reason is not shown.
      setFailure(MSG_AUTH.loginFailed);
      setBusy(false);
    }
  };

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: 'grey.100',
        backgroundImage: branding.backgroundUrl ? `url("${encodeURI(branding.backgroundUrl)}")` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <Paper elevation={6} sx={{ width: '100%', maxWidth: 400, p: 4 }}>
        {mustSetPassword ? <SetPasswordStep setNewPassword={services.setNewPassword} onSignedIn={services.onSignedIn} /> : null}
        <Box
          hidden={mustSetPassword}
          component="form"
          noValidate
          onSubmit={submit}
          aria-label={L.formLabel}
          data-testid="login-form"
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          {branding.logoUrl ? (
            <Box component="img" src={branding.logoUrl} alt={L.logoAlt} sx={{ maxHeight: 80, alignSelf: 'center' }} />
          ) : null}
          <Typography variant="h5" component="h1" sx={{ textAlign: 'center' }}>
            {L.title}
          </Typography>
          {failure ? (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          ) : null}
          <OutlinedField label={L.username} name="username" autoComplete="username" autoFocus required value={username} onValue={setUsername} error={errors.username} />
          <OutlinedField
            label={L.password}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            required
            value={password}
            onValue={setPassword}
            error={errors.password}
            endAdornment={
              <InputAdornment position="end">
                <IconButton
                  aria-label={showPassword ? L.hidePassword : L.showPassword}
                  aria-pressed={showPassword}
                  onClick={() => setShowPassword((v) => !v)}
                  edge="end"
                >
                  {showPassword ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            }
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {L.submit}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
