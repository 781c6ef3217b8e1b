import { MSG, type TTicket, type TTicketLog } from '@busdesk/api-contract';
import { notify } from '@busdesk/shared-kit';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { BookingServices } from '../booking-services';
import { BOOKING_LABELS } from '../labels';
import { logActionLabel, logFieldLabel, logTimeText, logValueText } from '../ticket-log-format';

const H = BOOKING_LABELS.history;

export interface HistoryDialogProps {
  open: boolean;
  tickets: readonly Pick<TTicket, 'ticketId' | 'seatId'>[];
  services: Pick<BookingServices, 'ticketLog'>;
  onClose(): void;
}

/** The log of a selected ticket (001 §3 'Ticket log entry'); a group offers a choice of seat. */
export function HistoryDialog({ open, tickets, services, onClose }: HistoryDialogProps) {
  const [ticketId, setTicketId] = useState(tickets[0]?.ticketId ?? '');
  const [logs, setLogs] = useState<TTicketLog[] | null>(null);
  const firstId = tickets[0]?.ticketId ?? '';

  useEffect(() => {
    if (open) setTicketId(firstId);
  }, [open, firstId]);

  useEffect(() => {
    if (!open || !ticketId) return;
    let current = true;
    setLogs(null);
    services.ticketLog({ ticketId }).then(
      (answer) => {
        if (current) setLogs(answer.logs);
      },
      () => {
        if (!current) return;
        setLogs([]);
        notify(MSG.sales.historyTicketNotFound, 'error');
      },
    );
    return () => {
      current = false;
    };
  }, [open, ticketId, services]);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="history-dialog-title">
      <DialogTitle id="history-dialog-title">{H.title}</DialogTitle>
      <DialogContent>
        {tickets.length > 1 && (
          <TextField
            id="history-ticket"
            select
            size="small"
            label={H.ticket}
            value={ticketId}
            onChange={(e) => setTicketId(e.target.value)}
            sx={{ minWidth: 160, my: 1 }}
          >
            {tickets.map((t) => (
              <MenuItem key={t.ticketId} value={t.ticketId}>
                {t.seatId}
              </MenuItem>
            ))}
          </TextField>
        )}
        {logs === null ? (
          <Typography variant="body2" color="text.secondary" role="status">
            {H.loading}
          </Typography>
        ) : logs.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {H.empty}
          </Typography>
        ) : (
          <Table size="small" aria-label={H.title}>
            <TableHead>
              <TableRow>
                <TableCell>{H.time}</TableCell>
                <TableCell>{H.user}</TableCell>
                <TableCell>{H.action}</TableCell>
                <TableCell>{H.changes}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {logs.map((log, index) => (
                <TableRow key={`${log.createdDate}-${index}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{logTimeText(log.createdDate)}</TableCell>
                  <TableCell>{log.createdUserName ?? '-'}</TableCell>
                  <TableCell>{logActionLabel(log.logType)}</TableCell>
                  <TableCell>
                    {log.logs.map((entry, i) => (
                      <div key={`${entry.field}-${i}`}>
                        <strong>{logFieldLabel(entry.field)}</strong>: {logValueText(entry.field, entry.value)}
                      </div>
                    ))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{BOOKING_LABELS.actions.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
