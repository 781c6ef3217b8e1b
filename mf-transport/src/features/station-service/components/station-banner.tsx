import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { TRANSPORT_LABELS } from '../../../messages';

const L = TRANSPORT_LABELS.station;

/**
 * The home tool page's banner (000 §1): a station can sign for every active bus company at it through a free
 * electronic bus-station software. The wording is ours (docs/adr/0086).
 */
export function StationBanner() {
  return (
    <Paper component="section" aria-labelledby="station-banner-title" elevation={0} sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'center', bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <VerifiedIcon sx={{ fontSize: 48 }} aria-hidden />
      <Box>
        <Typography id="station-banner-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {L.bannerTitle}
        </Typography>
        <Typography variant="body1">{L.banner}</Typography>
      </Box>
    </Paper>
  );
}
