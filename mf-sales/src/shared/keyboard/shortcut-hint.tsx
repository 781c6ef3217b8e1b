import Box from '@mui/material/Box';
import { shortcutKeys, type SalesShortcutName } from './sales-shortcuts';

/**
 * The key written after a button's label ('Giữ chỗ  Alt+G'). Hidden from assistive technology: the button's name
 * stays its label, and the button announces the key through `aria-keyshortcuts` (use `shortcutKeys`).
 */
export function ShortcutHint({ name }: { name: SalesShortcutName }) {
  return (
    <Box component="kbd" aria-hidden sx={{ ml: 0.75, fontFamily: 'inherit', fontSize: 11, fontWeight: 400 }}>
      {shortcutKeys(name)}
    </Box>
  );
}
