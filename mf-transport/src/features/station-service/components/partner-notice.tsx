import CampaignIcon from '@mui/icons-material/Campaign';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { TRANSPORT_LABELS } from '../../../messages';

const L = TRANSPORT_LABELS.station;

const scroll = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(-100%); }
`;

/**
 * The scrolling notice with the partner's name (000 §1). It stops on hover and keyboard focus, and stands still
 * for anyone who asked the system for reduced motion (the whole text then wraps instead).
 */
export function PartnerNotice({ partnerName, isStation }: { partnerName: string; isStation: boolean }) {
  const text = isStation ? L.marquee(partnerName) : L.agencyMarquee(partnerName);
  return (
    <Box
      role="marquee"
      aria-label={L.marqueeLabel}
      tabIndex={0}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 0.75,
        border: 1,
        borderColor: 'warning.main',
        borderRadius: 1,
        bgcolor: 'background.paper',
        overflow: 'hidden',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      <CampaignIcon color="warning" aria-hidden />
      <Box sx={{ overflow: 'hidden', flex: 1 }}>
        <Box
          component="p"
          data-animated="true"
          sx={{
            m: 0,
            whiteSpace: 'nowrap',
            display: 'inline-block',
            animation: `${scroll} 22s linear infinite`,
            '[role=marquee]:hover &, [role=marquee]:focus &': { animationPlayState: 'paused' },
            '@media (prefers-reduced-motion: reduce)': { animation: 'none', whiteSpace: 'normal', transform: 'none' },
          }}
        >
          {text}
        </Box>
      </Box>
    </Box>
  );
}
