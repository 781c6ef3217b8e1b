import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** One part of an administration screen: an outlined section named by its h2 title, its content in a column. */
export function AdminSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography id={titleId} variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
