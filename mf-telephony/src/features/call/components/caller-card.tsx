import { MSG, type TTicketSample } from '@busdesk/api-contract';
import { RetryAlert } from '@busdesk/shared-kit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { CallPanelState } from '../../../shared/call-reducer';
import { CALL_LABELS as L } from '../labels';
import { CallerTimeline } from './caller-timeline';

export interface CallerCardProps {
  call: CallPanelState;
  onRetry(): void;
  /** 'Bán vé': absent where there is no sales screen (the widget on a partner's page). */
  onSell?: () => void;
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Box component="li" sx={{ listStyle: 'none', textAlign: 'center', flex: 1 }}>
      <Typography variant="h6" component="span" sx={{ display: 'block', lineHeight: 1.2 }}>
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

function Sample({ sample }: { sample: TTicketSample }) {
  return (
    <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, px: 1, py: 0.5 }}>
      <Typography variant="caption" color="text.secondary">
        {L.sample}
      </Typography>
      <Typography variant="body2">{sample.routeName}</Typography>
      {sample.pointUp && sample.pointDown && <Typography variant="body2">{L.sampleRoute(sample.pointUp.name, sample.pointDown.name)}</Typography>}
      {sample.orderer && <Typography variant="body2">{L.orderer(sample.orderer)}</Typography>}
    </Box>
  );
}

/**
 * Who is on the line (002 §2 caller info): the agency's customer with their ticket counts and recent tickets and calls,
 * or a walk-in guest; while the lookup runs, a progress bar; when it failed, the seed's message with a reload button.
 * The ticket sample and 'Bán vé' under it carry the caller to the sales screen.
 */
export function CallerCard({ call, onRetry, onSell }: CallerCardProps) {
  if (call.number === '') return null;
  const heading = (name: string) => (
    <Box>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {call.number}
      </Typography>
    </Box>
  );
  if (call.lookupError) {
    return (
      <Box component="section" aria-label={L.caller} sx={{ display: 'grid', gap: 1 }}>
        {heading(call.number)}
        <RetryAlert retryLabel={L.reload} onRetry={onRetry}>
          {MSG.telephony.lookupFailed}
        </RetryAlert>
      </Box>
    );
  }
  const { customer } = call;
  if (customer === null) {
    return (
      <Box component="section" aria-label={L.caller} sx={{ display: 'grid', gap: 1 }}>
        {heading(call.number)}
        <LinearProgress aria-label={L.lookingUp} />
      </Box>
    );
  }
  const match = customer.match;
  const sell = onSell && (
    <Button variant="contained" onClick={onSell} title={L.sellHint}>
      {L.sell}
    </Button>
  );
  if (match === null) {
    return (
      <Box component="section" aria-label={L.caller} sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
        {heading(MSG.telephony.walkInGuest)}
        {sell}
      </Box>
    );
  }
  const { companyCustomer, untilNow, timeline } = match;
  return (
    <Box component="section" aria-label={L.caller} sx={{ display: 'grid', gap: 1 }}>
      {heading(companyCustomer.fullName ?? call.number)}
      <Box component="ul" aria-label={L.stats} sx={{ display: 'flex', m: 0, p: 0 }}>
        <Stat label={L.ticketCount} value={companyCustomer.numberOfTickets} />
        <Stat label={L.cancelCount} value={companyCustomer.numberCancelTicket} />
        <Stat label={L.todayCount} value={untilNow.numberTicketBookToday} />
      </Box>
      {call.ticketSample && <Sample sample={call.ticketSample} />}
      {sell && <Box>{sell}</Box>}
      <CallerTimeline entries={timeline} />
    </Box>
  );
}
