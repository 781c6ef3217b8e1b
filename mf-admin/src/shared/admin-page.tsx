import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface AdminPageProps {
  title: ReactNode;
  /** One line under the title saying what the screen is for. */
  intro?: ReactNode;
  /** A form-like screen keeps its lines readable on a wide window. */
  maxWidth?: number;
  children: ReactNode;
}

/** An administration screen's frame: its h1 title and intro line, then the content in one column. */
export function AdminPage({ title, intro, maxWidth, children }: AdminPageProps) {
  return (
    <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2, maxWidth }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {intro ? <Typography variant="body2">{intro}</Typography> : null}
      {children}
    </Box>
  );
}
