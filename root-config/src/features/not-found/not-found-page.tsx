import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SHELL_LABELS } from '../../messages';
import { linkProps } from '../../shared/link-props';

const L = SHELL_LABELS.notFound;

export interface NotFoundPageProps {
  onNavigate: (path: string) => void;
}

/** /404 (000 §2.1): no layout, a way back home. Home is '/', which the guard sends to the landing screen. */
export function NotFoundPage({ onNavigate }: NotFoundPageProps) {
  return (
    <Box
      component="section"
      aria-labelledby="not-found-title"
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, p: 2, textAlign: 'center' }}
    >
      <Typography variant="h1" component="p" color="primary" aria-hidden>
        404
      </Typography>
      <Typography id="not-found-title" variant="h5" component="h1">
        {L.title}
      </Typography>
      <Typography color="text.secondary">{L.description}</Typography>
      <Button variant="contained" {...linkProps('/', onNavigate)}>
        {L.home}
      </Button>
    </Box>
  );
}
