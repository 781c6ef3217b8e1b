import { CALL_STATE_LABELS, CallState } from '@busdesk/api-contract';
import CallEndIcon from '@mui/icons-material/CallEnd';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CallButtons, CallPanelState } from '../../../shared/call-reducer';
import { CALL_LABELS as L } from '../labels';
import { CallerCard } from './caller-card';
import { DialForm } from './dial-form';

export interface CallTabProps {
  call: CallPanelState;
  /** A line is logged in: without one the panel says to choose one, and no call state is shown ('Sẵn sàng' would be untrue). */
  hasLine: boolean;
  actions: CallButtons;
  busy: boolean;
  onDial(number: string): void;
  onAnswer(): void;
  onReject(): void;
  onEnd(): void;
  onRetryLookup(): void;
  onSell?: () => void;
}

/**
 * The call tab (the default, 002 §2): the call's state, its buttons (answer and reject while ringing in, end while
 * talking or calling out), the caller, and the dial field while the line is idle.
 */
export function CallTab({ call, hasLine, actions, busy, onDial, onAnswer, onReject, onEnd, onRetryLookup, onSell }: CallTabProps) {
  const inCall = call.status !== CallState.EMPTY;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {hasLine && (
        <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography variant="subtitle2" component="span" color={call.status === CallState.RINGING_IN || call.missed ? 'warning.dark' : 'text.primary'}>
            {call.missed ? L.missed : CALL_STATE_LABELS[call.status]}
          </Typography>
          {(inCall || call.missed) && (
            <Typography variant="body2" component="span" color="text.secondary">
              {call.number}
            </Typography>
          )}
        </Box>
      )}
      {(actions.answer || actions.reject || actions.end) && (
        <Box role="group" aria-label={L.actions} sx={{ display: 'flex', gap: 1 }}>
          {actions.answer && (
            <Button variant="contained" color="success" startIcon={<PhoneInTalkIcon />} onClick={onAnswer} disabled={busy}>
              {L.answer}
            </Button>
          )}
          {actions.reject && (
            <Button variant="outlined" color="error" startIcon={<CallEndIcon />} onClick={onReject} disabled={busy}>
              {L.reject}
            </Button>
          )}
          {actions.end && (
            <Button variant="contained" color="error" startIcon={<CallEndIcon />} onClick={onEnd} disabled={busy}>
              {L.end}
            </Button>
          )}
        </Box>
      )}
      <CallerCard call={call} onRetry={onRetryLookup} onSell={onSell} />
      {actions.dial && <DialForm canDial={actions.dial} busy={busy} onDial={onDial} />}
    </Box>
  );
}
