import { MSG, type TRefundPayment } from '@busdesk/api-contract';
import { formatDateTime, Money, notify } from '@busdesk/shared-kit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { failureText } from '../../../shared/server-message';
import { PAYMENT_LABELS } from '../labels';
import { apiPaymentServices, type PaymentServices } from '../payment-services';
import { useRefundPayments } from '../api/list-refund-payments';

const R = PAYMENT_LABELS.refunds;

export interface RefundAlertProps {
  partnerId: string;
  /** The server calls; stories and tests pass their own. Defaults to the real API. */
  services?: Pick<PaymentServices, 'refundList' | 'resolveRefund'>;
}

/** What a row names as its tickets: the seats when the server knows them, else the ticket count. */
const ticketsText = (p: TRefundPayment): string => (p.seatIds.length > 0 ? p.seatIds.join(', ') : String(p.ticketIds.length));

function RefundRow({ payment, onResolve, busy }: { payment: TRefundPayment; onResolve(): void; busy: boolean }) {
  const bill = payment.billNumber ?? payment.transactionId;
  return (
    <Box component="li" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.25, py: 0.5 }}>
      <Typography variant="body2" component="span">
        {R.bill}: <strong>{bill}</strong>
      </Typography>
      <Typography variant="body2" component="span">
        {R.amount}: <Money value={payment.amount} />
      </Typography>
      <Typography variant="body2" component="span">
        {R.tickets}: {ticketsText(payment)}
      </Typography>
      <Typography variant="body2" component="span">
        {R.time}: {formatDateTime(payment.receivedAt)}
      </Typography>
      {R.reasons[payment.outcome] ? (
        <Typography variant="body2" component="span">
          {R.reason}: {R.reasons[payment.outcome]}
        </Typography>
      ) : null}
      <Button size="small" color="inherit" variant="outlined" disabled={busy} onClick={onResolve} aria-label={R.resolveOne(bill)} sx={{ ml: 'auto' }}>
        {R.resolve}
      </Button>
    </Box>
  );
}

/**
 * Payments the agency received for seats it no longer has (a transfer after the hold was released and the seat
 * resold, or a bill paid twice): staff give the money back and mark the row resolved. Nothing renders while the
 * list is empty, which is the normal state, so the page pays one small request and no layout.
 */
export function RefundAlert({ partnerId, services = apiPaymentServices }: RefundAlertProps) {
  const { payments, remove } = useRefundPayments(services, partnerId);
  const [busyId, setBusyId] = useState<string | null>(null);
  const titleId = useId();
  if (payments.length === 0) return null;

  const resolve = async (payment: TRefundPayment) => {
    setBusyId(payment.id);
    try {
      await services.resolveRefund({ id: payment.id });
      remove(payment.id);
      notify(R.resolved, 'success');
    } catch (error) {
      notify(failureText(error, MSG.common.connectionFailed), 'error');
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Alert severity="warning" sx={{ mb: 2 }} role="region" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="h2">
        {MSG.payments.refundNeededTitle} ({payments.length})
      </Typography>
      <Typography variant="body2">{R.explain}</Typography>
      <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {payments.map((p) => (
          <RefundRow key={p.id} payment={p} busy={busyId === p.id} onResolve={() => void resolve(p)} />
        ))}
      </Stack>
    </Alert>
  );
}
