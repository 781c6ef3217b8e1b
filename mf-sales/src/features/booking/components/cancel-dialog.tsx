import { CANCEL_REASON_MAX_LENGTH, MSG, type TCancelDetailsResponse, type TTicket } from '@busdesk/api-contract';
import { Money, notify, DialogButtons } from '@busdesk/shared-kit';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cancelRequest } from '../booking-requests';
import { cancelSummary } from '../booking-money';
import type { BookingServices } from '../booking-services';
import { BOOKING_LABELS } from '../labels';
import { failureText } from '../../../shared/server-message';

const C = BOOKING_LABELS.cancel;

export interface CancelDialogProps {
  open: boolean;
  tickets: readonly Pick<TTicket, 'ticketId'>[];
  services: Pick<BookingServices, 'cancelDetails' | 'cancel'>;
  onClose(): void;
  /** The server's answer tickets (status 0), after 'Hủy vé thành công!'. */
  onCancelled(tickets: TTicket[]): void;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2">{label}</Typography>
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {children}
      </Typography>
    </Stack>
  );
}

/**
 * Cancel with fee details (001 §2.1): the fee of each ticket from cancel-ticket-details, the totals and the refund
 * (paid − fee), a reason (empty sends the default) and whether the money was handed back.
 */
export function CancelDialog({ open, tickets, services, onClose, onCancelled }: CancelDialogProps) {
  const [details, setDetails] = useState<TCancelDetailsResponse | null>(null);
  const [reason, setReason] = useState('');
  const [isRefunded, setIsRefunded] = useState(false);
  const [busy, setBusy] = useState(false);
  const ticketIds = tickets.map((t) => t.ticketId);
  const key = ticketIds.join(',');
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    let current = true;
    setDetails(null);
    setReason('');
    setIsRefunded(false);
    services.cancelDetails({ ticketIds: key.split(',') }).then(
      (answer) => {
        if (current) setDetails(answer);
      },
      () => {
        if (!current) return;
        notify(MSG.sales.cancelDetailFailed, 'error');
        // The latest onClose: the fetch belongs to opening the dialog, not to each render's closure.
        closeRef.current();
      },
    );
    return () => {
      current = false;
    };
  }, [open, key, services]);

  const summary = details ? cancelSummary(details.detail) : null;

  async function confirm() {
    setBusy(true);
    try {
      const answer = await services.cancel(cancelRequest(ticketIds, reason, isRefunded));
      notify(MSG.sales.cancelSuccess, 'success');
      onCancelled(answer.tickets);
    } catch (error) {
      notify(failureText(error, MSG.sales.cancelFailed), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="cancel-dialog-title">
      <DialogTitle id="cancel-dialog-title">{C.title}</DialogTitle>
      <DialogContent>
        {!summary ? (
          <Typography variant="body2" color="text.secondary" role="status">
            {C.loading}
          </Typography>
        ) : (
          <Stack spacing={1.5}>
            <Stack spacing={0.5}>
              <Row label={C.ticketCount}>{summary.ticketCount}</Row>
              <Row label={C.totalPrice}>
                <Money value={summary.totalPrice} />
              </Row>
              <Row label={C.totalPaid}>
                <Money value={summary.totalPaid} />
              </Row>
              <Row label={C.totalFee}>
                <Money value={summary.totalFee} />
              </Row>
            </Stack>
            {/* The fee table scrolls sideways rather than squeezing its headers when the dialog is narrow. */}
            <TableContainer tabIndex={0} role="region" aria-label={C.feeDetails} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Table size="small" aria-label={C.feeDetails} sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{C.seat}</TableCell>
                    <TableCell>{C.ticketCode}</TableCell>
                    <TableCell align="right">{C.price}</TableCell>
                    <TableCell align="right">{C.paid}</TableCell>
                    <TableCell align="right">{C.fee}</TableCell>
                    <TableCell align="right">{C.canceledBefore}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {details!.detail.map((d) => (
                    <TableRow key={d.ticketId}>
                      <TableCell>{d.seatId}</TableCell>
                      <TableCell>{d.ticketCode}</TableCell>
                      <TableCell align="right">
                        <Money value={d.agencyPrice} />
                      </TableCell>
                      <TableCell align="right">
                        <Money value={d.paidMoney} />
                      </TableCell>
                      <TableCell align="right">
                        <Money value={d.feeCancel} />
                      </TableCell>
                      <TableCell align="right">{d.numberTicketCanceledBefore}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {/* The amount the clerk hands back: the one figure of the dialog that means money leaving the till. */}
            <Box
              data-testid="cancel-refund"
              sx={{ px: 2, py: 1.5, borderRadius: 1, border: 2, borderColor: 'primary.main', bgcolor: (theme) => alpha(theme.palette.primary.main, 0.06) }}
            >
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
                <Typography component="span" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {C.refund}
                </Typography>
                <Typography component="span" variant="h5" sx={{ fontWeight: 700, color: summary.refund < 0 ? 'error.main' : 'text.primary' }}>
                  <Money value={summary.refund} />
                </Typography>
              </Stack>
            </Box>
            <TextField
              id="cancel-reason"
              size="small"
              fullWidth
              multiline
              minRows={2}
              label={C.reason}
              placeholder={MSG.sales.defaultCancelReason}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              // The field stops where the server would refuse, and says how much is left.
              helperText={MSG.common.charCount(reason.length, CANCEL_REASON_MAX_LENGTH)}
              slotProps={{ htmlInput: { maxLength: CANCEL_REASON_MAX_LENGTH } }}
            />
            <FormControlLabel
              control={<Checkbox checked={isRefunded} onChange={(e) => setIsRefunded(e.target.checked)} />}
              label={C.isRefunded}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogButtons
        onClose={onClose}
        actionLabel={BOOKING_LABELS.actions.confirmCancel}
        onAction={confirm}
        busy={busy}
        actionDisabled={!summary}
        color="error"
      />
    </Dialog>
  );
}
