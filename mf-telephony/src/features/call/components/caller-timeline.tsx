import { TICKET_STATUS_LABELS, type TCallerTimelineEntry, type TTicketStatus } from '@busdesk/api-contract';
import { formatDateTime, formatTimeDate } from '@busdesk/shared-kit';
import CallMadeIcon from '@mui/icons-material/CallMade';
import CallMissedIcon from '@mui/icons-material/CallMissed';
import CallReceivedIcon from '@mui/icons-material/CallReceived';
import ConfirmationNumberOutlinedIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { CALL_LABELS as L } from '../labels';

const statusLabel = (status: number): string => TICKET_STATUS_LABELS[status as TTicketStatus] ?? '';

function EntryIcon({ entry }: { entry: TCallerTimelineEntry }) {
  if (entry.type === 'ticket') return <ConfirmationNumberOutlinedIcon fontSize="small" />;
  if (entry.call.missed) return <CallMissedIcon fontSize="small" color="error" />;
  return entry.call.direction === 'in' ? <CallReceivedIcon fontSize="small" /> : <CallMadeIcon fontSize="small" />;
}

function entryText(entry: TCallerTimelineEntry): { primary: string; secondary: string } {
  if (entry.type === 'ticket') {
    const { ticket } = entry;
    const parts = [ticket.getInTimePlan ? formatTimeDate(ticket.getInTimePlan) : '', L.seat(ticket.seat.seatId), statusLabel(ticket.ticketStatus)];
    return { primary: L.ticketEntry(ticket.ticketCode, ticket.routeInfo.name), secondary: parts.filter(Boolean).join(' · ') };
  }
  const { call } = entry;
  const kind = call.missed ? L.missed : call.direction === 'in' ? L.callIn : L.callOut;
  return { primary: kind, secondary: formatDateTime(call.callStartTime) };
}

/** The caller's recent tickets and calls as one list, newest first (the lookup's timeline). */
export function CallerTimeline({ entries }: { entries: readonly TCallerTimelineEntry[] }) {
  if (entries.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {L.noHistory}
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label={L.timeline}>
      {entries.map((entry) => {
        const text = entryText(entry);
        const key = entry.type === 'ticket' ? `t-${entry.ticket.ticketId}` : `c-${entry.call.callId}`;
        return (
          <ListItem key={key} disableGutters sx={{ py: 0.25 }}>
            <ListItemIcon sx={{ minWidth: 32 }}>
              <EntryIcon entry={entry} />
            </ListItemIcon>
            <ListItemText primary={text.primary} secondary={text.secondary} slotProps={{ primary: { variant: 'body2' }, secondary: { variant: 'caption' } }} />
          </ListItem>
        );
      })}
    </List>
  );
}
