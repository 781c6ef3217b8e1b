import Box from '@mui/material/Box';
import { MSG_COMMON } from '@busdesk/api-contract/messages/common';

/**
 * 000 §2.3: the greeting under the navigation bar. Dark text on a light tint of the primary colour: white on
 * primary.light measured 4.1:1, under the 4.5:1 that 14 px text needs (axe color-contrast).
 */
export function GreetingBanner() {
  return (
    <Box
      component="p"
      data-testid="greeting-banner"
      sx={{ m: 0, px: 2, py: 0.5, bgcolor: '#e8f0fb', color: 'primary.dark', fontSize: 14, textAlign: 'center' }}
    >
      {MSG_COMMON.greeting}
    </Box>
  );
}
