import { MSG, type TTicket, type TTicketLog } from '@busdesk/api-contract';
import { notify } from '@busdesk/shared-kit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { ScreenReaderText } from '../../../shared/screen-reader-text';
import type { BookingServices } from '../booking-services';
import { BOOKING_LABELS } from '../labels';
import { ticketHistory } from '../ticket-log-format';

const H = BOOKING_LABELS.history;

export interface HistoryDialogProps {
  open: boolean;
  tickets: readonly Pick<TTicket, 'ticketId' | 'seatId'>[];
  services: Pick<BookingServices, 'ticketLog'>;
  onClose(): void;
}

/**
 * The log of a selected ticket (001 §3 'Ticket log entry') as what changed: the new ticket's key values, then per
 * entry the fields it changed (old → new) and what it recorded; a group offers a choice of seat.
 */
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

  const entries = logs ? ticketHistory(logs) : [];
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="history-dialog-title">
      <DialogTitle id="history-dialog-title">{H.title}</DialogTitle>
      {/* The content scrolls on a long history: a labelled region the keyboard can reach scrolls with the arrow keys
          (axe scrollable-region-focusable), whether or not it holds a control. */}
      <DialogContent tabIndex={0} role="region" aria-label={H.entries} sx={{ '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}>
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
        ) : entries.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {H.empty}
          </Typography>
        ) : (
          <Box component="ol" aria-label={H.title} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {entries.map((entry, index) => (
              <Box
                component="li"
                key={`${entry.time}-${index}`}
                data-testid="history-entry"
                sx={{ py: 1, borderTop: index === 0 ? 0 : 1, borderColor: 'divider', display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '150px 1fr' }, columnGap: 2 }}
              >
                <Box>
                  <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {entry.time}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {entry.user}
                  </Typography>
                </Box>
                <Box>
                  <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
                    {entry.action}
                  </Typography>
                  {entry.changes.length === 0 ? (
                    <Typography variant="body2" color="text.secondary" component="p">
                      {H.noChanges}
                    </Typography>
                  ) : (
                    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                      {entry.changes.map((change, i) => (
                        <Typography component="li" variant="body2" key={`${change.field}-${i}`} data-field={change.field}>
                          {change.label}:{' '}
                          {change.from !== undefined && (
                            <>
                              <Box component="s" sx={{ color: 'text.secondary' }}>
                                {change.from}
                              </Box>{' '}
                              <span aria-hidden>→</span>
                              <ScreenReaderText>{` ${H.changedTo} `}</ScreenReaderText>{' '}
                            </>
                          )}
                          <strong>{change.to}</strong>
                        </Typography>
                      ))}
                    </Box>
                  )}
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{BOOKING_LABELS.actions.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
