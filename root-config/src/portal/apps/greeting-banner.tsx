import Box from '@mui/material/Box';
import { MSG } from '@busdesk/shared-kit';

/** 000 §2.3: the greeting under the navigation bar. */
export function GreetingBanner() {
  return (
    <Box
      component="p"
      data-testid="greeting-banner"
      sx={{ m: 0, px: 2, py: 0.5, bgcolor: 'primary.light', color: 'primary.contrastText', fontSize: 14, textAlign: 'center' }}
    >
      {MSG.common.greeting}
    </Box>
  );
}
