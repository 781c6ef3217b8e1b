import type { TTicket } from '@busdesk/api-contract';
import { Money, RetryAlert } from '@busdesk/shared-kit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { PAYMENT_LABELS as L } from '../labels';
import type { PaymentServices } from '../payment-services';
import type { QrKind } from '../payment-rules';
import { QrSendFormView } from './qr-send-form';
import { usePaymentConfirmation } from '../hooks/use-payment-confirmation';
import { useQrBills, type QrState } from '../hooks/use-qr-bills';

export interface QrPaymentDialogProps {
  /** The company of the tickets (one bill is for one company's receiving account). */
  companyId: string;
  /** The selected tickets that still owe money. */
  tickets: readonly TTicket[];
  services: PaymentServices;
  onClose(): void;
  /** The shown bill was paid (its mb-ticket-payment arrived): the caller says so, closes and clears the selection. */
  onPaid(): void;
  /** Which QR to show first (default bank QR). */
  initialKind?: QrKind;
}

const KIND_LABEL: Record<QrKind, string> = { MB_QR: L.bankQr, MOMO_QR: L.walletQr };

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="span" sx={{ fontWeight: 600, textAlign: 'right', wordBreak: 'break-all' }}>
        {children}
      </Typography>
    </Stack>
  );
}

function QrBody({ state, seats, onRetry }: { state: QrState; seats: string; onRetry(): void }) {
  if (state.status === 'loading') {
    return (
      <Stack spacing={1} sx={{ alignItems: 'center', py: 4 }} role="status">
        <CircularProgress size={32} aria-hidden />
        <Typography variant="body2">{L.loading}</Typography>
      </Stack>
    );
  }
  if (state.status === 'error') {
    return (
      <RetryAlert retryLabel={L.retry} onRetry={onRetry}>
        {state.message}
      </RetryAlert>
    );
  }
  const { qr } = state;
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'stretch' }}>
      <Box
        component="img"
        src={qr.qrImage}
        alt={L.qrImage(KIND_LABEL[qr.kind])}
        sx={{ width: 240, height: 240, alignSelf: 'center', imageRendering: 'pixelated', border: 1, borderColor: 'divider' }}
      />
      <Row label={L.amount}>
        <Money value={qr.amount} />
      </Row>
      <Row label={qr.kind === 'MB_QR' ? L.billNumber : L.orderId}>
        <span data-testid="qr-bill">{qr.bill}</span>
      </Row>
      <Row label={L.tickets}>{seats}</Row>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center' }} role="status">
        <CircularProgress size={14} aria-hidden />
        <Typography variant="body2" color="text.secondary">
          {L.waiting}
        </Typography>
      </Stack>
    </Stack>
  );
}

/**
 * The QR dialog of 001 §2.1: bank QR ('MB_QR', a VietQR bill) or wallet QR ('MOMO_QR', an order) for the selected
 * tickets, with the amount and the bill, and the form that sends it to the customer. It stays open while the
 * customer pays; the bill's mb-ticket-payment event (001 §4) ends it through `onPaid`. Loaded on first open
 * (payment-tools.tsx), so /book-ticket's first paint carries none of it.
 */
export function QrPaymentDialog({ companyId, tickets, services, onClose, onPaid, initialKind = 'MB_QR' }: QrPaymentDialogProps) {
  const [kind, setKind] = useState<QrKind>(initialKind);
  const ticketIds = tickets.map((t) => t.ticketId);
  const { state, shown, retry } = useQrBills(services, companyId, ticketIds, kind);
  usePaymentConfirmation(services, shown, onPaid);
  const titleId = useId();
  const seats = tickets.map((t) => t.seatId).join(', ');

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{L.dialogTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            color="primary"
            aria-label={L.methods}
            value={kind}
            onChange={(_e, next: QrKind | null) => {
              if (next) setKind(next);
            }}
          >
            <ToggleButton value="MB_QR">{L.bankQr}</ToggleButton>
            <ToggleButton value="MOMO_QR">{L.walletQr}</ToggleButton>
          </ToggleButtonGroup>
          <QrBody state={state} seats={seats} onRetry={retry} />
          {state.status === 'ready' ? (
            <>
              <Divider />
              <QrSendFormView bill={state.qr.bill} tickets={tickets} services={services} />
            </>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{L.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
