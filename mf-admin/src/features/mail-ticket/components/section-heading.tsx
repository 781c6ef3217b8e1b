import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A part of the mail template screen: its heading (the preview, the test send). */
export function SectionHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="subtitle2" component="h2">
      {children}
    </Typography>
  );
}

/** A note in grey under a part of the screen (what the placeholders do, what the preview shows). */
export function SectionNote({ children }: { children: ReactNode }) {
  return (
    <Typography variant="caption" color="text.secondary">
      {children}
    </Typography>
  );
}
