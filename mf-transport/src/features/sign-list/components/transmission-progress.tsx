import { transportProgress, type TTransportOrder } from '@busdesk/api-contract';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { TRANSPORT_LABELS } from '../../../messages';
import { transmissionAttempts } from '../../../shared/transmission-attempts';

const L = TRANSPORT_LABELS.signList;

export interface TransmissionProgressProps {
  order: Pick<TTransportOrder, 'stationUpStatus' | 'stationDownStatus' | 'descriptionError' | 'transmission'>;
}

/**
 * The transmission column (002 §2, §4): both stations at 3 → 100 %, one → 50 %, else 0, with a tooltip listing each
 * attempt as 'Lần n: message'. The bar takes keyboard focus so its tooltip is reachable without a mouse.
 */
export function TransmissionProgress({ order }: TransmissionProgressProps) {
  const percent = transportProgress(order.stationUpStatus, order.stationDownStatus);
  const attempts = transmissionAttempts(order.descriptionError);
  const state = order.transmission === 'pending' ? L.pending : order.transmission === 'failed' ? L.failed : null;
  const lines = attempts.length ? attempts : [L.noAttempts];
  const title = (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
      {[...lines, ...(state ? [state] : [])].map((line, i) => (
        <span key={i}>{line}</span>
      ))}
    </Box>
  );
  return (
    <Tooltip title={title} describeChild>
      <Box
        tabIndex={0}
        data-progress={percent}
        data-attempts={attempts.length}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%', borderRadius: 1, '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
      >
        <LinearProgress
          variant="determinate"
          value={percent}
          color={percent === 100 ? 'success' : order.transmission === 'failed' ? 'error' : 'primary'}
          aria-label={L.progress(percent)}
          sx={{ flex: 1, height: 8, borderRadius: 4 }}
        />
        <Typography variant="caption" component="span" sx={{ minWidth: 34, textAlign: 'right' }}>
          {`${percent}%`}
        </Typography>
      </Box>
    </Tooltip>
  );
}
