import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import axios from 'axios';
import { useEffect, useState, type FormEvent } from 'react';
import { reactApp } from './react-app';

/**
 * A login form with what the portal's login page renders (the MUI components, a branding call, the sign-in call) and its
 * texts, as bytes of the page: a bench page, not product code.
 */
function LoginForm() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [show, setShow] = useState(false);
  const [failed, setFailed] = useState(false);
  const [logo, setLogo] = useState<string | undefined>();
  useEffect(() => {
    axios.get<{ results?: { adminConfig?: { logo?: string } } }>('/api/v2/admin/config').then(
      (r) => setLogo(r.data.results?.adminConfig?.logo),
      () => undefined,
    );
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    axios.post('/api/v2/partner/login', { username, password }).then(
      () => window.location.assign('/'),
      () => setFailed(true),
    );
  };
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'grey.100' }}>
      <Paper elevation={6} sx={{ width: '100%', maxWidth: 400, p: 4 }}>
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {logo ? <Box component="img" src={logo} alt="Logo" sx={{ maxHeight: 80 }} /> : null}
          <Typography variant="h5" component="h1" sx={{ textAlign: 'center' }}>
            Đăng nhập
          </Typography>
          {failed ? <Alert severity="error">Tên đăng nhập hoặc mật khẩu không đúng</Alert> : null}
          <FormControl variant="outlined" required>
            <InputLabel htmlFor="username">Tên đăng nhập</InputLabel>
            <OutlinedInput id="username" label="Tên đăng nhập" autoFocus value={username} onChange={(e) => setUsername(e.target.value)} />
            <FormHelperText> </FormHelperText>
          </FormControl>
          <FormControl variant="outlined" required>
            <InputLabel htmlFor="password">Mật khẩu</InputLabel>
            <OutlinedInput
              id="password"
              label="Mật khẩu"
              type={show ? 'text' : 'password'}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              endAdornment={
                <InputAdornment position="end">
                  <IconButton aria-label="Hiện mật khẩu" onClick={() => setShow((v) => !v)} edge="end">
                    {show ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              }
            />
            <FormHelperText> </FormHelperText>
          </FormControl>
          <Button type="submit" variant="contained" size="large">
            Đăng nhập
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}

export const { bootstrap, mount, unmount } = reactApp(LoginForm);
