import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';

/**
 * The sidebar below 992 px: a temporary drawer over the page. Its own module because Drawer brings Modal,
 * Backdrop, focus trap, Portal and Slide (~10 kB gzip), which the desktop sidebar does not need.
 */
export function MobileDrawer({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Drawer variant="temporary" open={open} onClose={onClose}>
      {children}
    </Drawer>
  );
}
