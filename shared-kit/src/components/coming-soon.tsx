import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MSG } from '../messages/index';

export interface ComingSoonProps {
  /** The screen's own title, shown above the notice so the user knows where they are. */
  title?: string;
}

/**
 * The plain page an MF shows for a screen that is not built yet. Deliberately no sample data: an operator
 * must never mistake placeholder figures for real sales.
 */
export function ComingSoon({ title }: ComingSoonProps) {
  return (
    <Box
      component="section"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8, px: 2, textAlign: 'center' }}
    >
      <ConstructionOutlined aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />
      {title ? (
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
      ) : null}
      <Typography role="status" color="text.secondary">
        {MSG.common.comingSoon}
      </Typography>
    </Box>
  );
}
