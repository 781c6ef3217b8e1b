import { MSG, type TCallHistoryItem } from '@busdesk/api-contract';
import { formatDateTime } from '@busdesk/shared-kit';
import CallMadeIcon from '@mui/icons-material/CallMade';
import CallMissedIcon from '@mui/icons-material/CallMissed';
import CallReceivedIcon from '@mui/icons-material/CallReceived';
import HeadphonesIcon from '@mui/icons-material/Headphones';
import PhoneForwardedIcon from '@mui/icons-material/PhoneForwarded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Notify } from '../../../shared/use-softphone';
import { HISTORY_LABELS as L } from '../labels';

export interface CallHistoryItemProps {
  item: TCallHistoryItem;
  /** The address the recording plays from. */
  recordingUrl: string;
  /** Calls back a missed call; absent while the line cannot dial (a call in progress). */
  onRecall?: () => void;
  notify: Notify;
}

function Direction({ item }: { item: TCallHistoryItem }) {
  if (item.missed) return <CallMissedIcon fontSize="small" color="error" titleAccess={L.missed} />;
  return item.direction === 'in' ? <CallReceivedIcon fontSize="small" titleAccess={L.incoming} /> : <CallMadeIcon fontSize="small" titleAccess={L.outgoing} />;
}

/** One call of the history: who, when, how long; a missed call's recall; the recording, played in place. */
export function CallHistoryItem({ item, recordingUrl, onRecall, notify }: CallHistoryItemProps) {
  const [playing, setPlaying] = useState(false);
  const time = formatDateTime(item.callStartTime);
  // The talk time: from the answer when it is known, from the start when the provider does not say; none for a call
  // that rang out (missed, or not answered by the callee).
  const unanswered = item.answered === false;
  const talkFrom = item.answeredTime ?? item.callStartTime;
  const seconds = item.callEndTime !== null && !unanswered ? Math.max(0, Math.round((item.callEndTime - talkFrom) / 1000)) : null;
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Direction item={item} />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {item.phoneNumber}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
          {[time, seconds !== null ? L.duration(seconds) : ''].filter(Boolean).join(' · ')}
        </Typography>
        {item.missed && <Chip size="small" color="error" variant="outlined" label={L.missed} />}
        {unanswered && !item.missed && <Chip size="small" variant="outlined" label={L.notAnswered} />}
      </Box>
      {item.missed && item.recalled && item.lineRecall && (
        <Typography variant="caption" color="text.secondary">
          {L.recalled(item.lineRecall)}
        </Typography>
      )}
      {item.missed && !item.recalled && onRecall && (
        <Box>
          <Button size="small" variant="outlined" startIcon={<PhoneForwardedIcon />} onClick={onRecall} aria-label={L.recallOf(item.phoneNumber)}>
            {L.recall}
          </Button>
        </Box>
      )}
      {item.hasRecording &&
        (playing ? (
          <audio
            controls
            autoPlay
            src={recordingUrl}
            aria-label={L.playerOf(item.phoneNumber, time)}
            style={{ width: '100%', height: 32 }}
            onError={() => {
              setPlaying(false);
              notify(MSG.telephony.recordingFailed, 'error');
            }}
          />
        ) : (
          <Box>
            <Button size="small" startIcon={<HeadphonesIcon />} onClick={() => setPlaying(true)} aria-label={L.recordingOf(item.phoneNumber, time)}>
              {L.recording}
            </Button>
          </Box>
        ))}
    </Box>
  );
}
