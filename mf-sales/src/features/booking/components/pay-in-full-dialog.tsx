import type { TTicket } from '@busdesk/api-contract';
import { formatMoney, DialogButtons } from '@busdesk/shared-kit';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { ticketAmounts } from '../booking-money';
import { BOOKING_LABELS } from '../labels';

const L = BOOKING_LABELS.payInFull;
const P = BOOKING_LABELS.prices;

export interface PayInFullDialogProps {
  open: boolean;
  tickets: readonly TTicket[];
  busy: boolean;
  onClose(): void;
  onConfirm(): void;
}

/**
 * 'Thanh toán đủ' asks first: the tickets, what they cost, what was collected and — largest — the exact amount to
 * take from the passenger now (the same balance the server will settle: api-contract amountDue). The confirm
 * button names the amount, so the clerk confirms money in hand, not a status.
 */
export function PayInFullDialog({ open, tickets, busy, onClose, onConfirm }: PayInFullDialogProps) {
  const amounts = ticketAmounts(tickets);
  const row = (label: string, value: number) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography component="dt">{label}</Typography>
      <Typography component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
        {formatMoney(value)}
      </Typography>
    </Box>
  );
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="pay-in-full-title" aria-describedby="pay-in-full-amount" maxWidth="xs" fullWidth>
      <DialogTitle id="pay-in-full-title">{L.title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {L.tickets(tickets.length, tickets.map((t) => t.seatId).join(', '))}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
          {row(P.total, amounts.total)}
          {row(P.paid, amounts.paid)}
        </Box>
        <Box id="pay-in-full-amount" sx={{ mt: 2, p: 1.5, borderRadius: 1, bgcolor: (theme) => alpha(theme.palette.primary.main, 0.06), border: 1, borderColor: 'primary.main', textAlign: 'center' }}>
          <Typography variant="body2">{L.collect}</Typography>
          <Typography sx={{ fontSize: 28, fontWeight: 700, color: 'primary.dark', fontVariantNumeric: 'tabular-nums' }}>{formatMoney(amounts.due)}</Typography>
        </Box>
      </DialogContent>
      <DialogButtons closeLabel={L.back} onClose={onClose} actionLabel={L.confirm(formatMoney(amounts.due))} onAction={onConfirm} busy={busy} autoFocus />
    </Dialog>
  );
}
