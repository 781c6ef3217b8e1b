import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Hidden on screen, read by screen readers (the clip pattern: still in the accessible name, unlike display:none). */
const SR_ONLY_SX = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Text for screen readers only; `data-sr-only` lets tests tell it from what is on screen. */
export function ScreenReaderText({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <Box component="span" id={id} data-sr-only sx={SR_ONLY_SX}>
      {children}
    </Box>
  );
}
