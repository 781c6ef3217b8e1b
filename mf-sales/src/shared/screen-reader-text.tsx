import { VISUALLY_HIDDEN_SX } from '@busdesk/shared-kit';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Text for screen readers only; `data-sr-only` lets tests tell it from what is on screen. */
export function ScreenReaderText({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <Box component="span" id={id} data-sr-only sx={VISUALLY_HIDDEN_SX}>
      {children}
    </Box>
  );
}
