import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PageNoticeProps {
  /** The screen's own title, shown above the notice so the user knows where they are. */
  title?: string | undefined;
  /** A large decorative icon (hidden from screen readers). */
  icon: ReactNode;
  text: string;
}

/** A page that shows one notice instead of its screen: the screen's title, an icon and the text as a status. */
export function PageNotice({ title, icon, text }: PageNoticeProps) {
  return (
    <Box
      component="section"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8, px: 2, textAlign: 'center' }}
    >
      {icon}
      {title ? (
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
      ) : null}
      <Typography role="status" color="text.secondary">
        {text}
      </Typography>
    </Box>
  );
}
