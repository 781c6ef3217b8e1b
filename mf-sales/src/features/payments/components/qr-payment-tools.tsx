import { MSG, type TTicket, type TTripDetail } from '@busdesk/api-contract';
import { notify } from '@busdesk/shared-kit';
import QrCode2 from '@mui/icons-material/QrCode2';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { PAYMENT_LABELS as L } from '../labels';
import { apiPaymentServices, type PaymentServices } from '../payment-services';
import { payableTickets } from '../payment-rules';

// The dialog, its QR image and the send form load on the first opening: /book-ticket's first paint stays lean.
const QrPaymentDialog = lazy(() => import('./qr-payment-dialog').then((m) => ({ default: m.QrPaymentDialog })));

export interface QrPaymentToolsProps {
  trip: Pick<TTripDetail, 'companyId'>;
  /** The selected own tickets (one group). */
  selectedTickets: readonly TTicket[];
  onClearSelection(): void;
  /** The server calls; stories pass fakes. Defaults to the real API. */
  services?: PaymentServices;
}

/**
 * 'Thanh toán QR' for the selected own tickets (one group, so one trip and one company). Off when nothing selected
 * owes money. A paid bill says 'Thanh toán thành công', closes the dialog and clears the selection; the seats turn
 * paid through the changed-tickets events the screen already applies.
 */
export function QrPaymentTools({ trip, selectedTickets, onClearSelection, services = apiPaymentServices }: QrPaymentToolsProps) {
  // The tickets the dialog was opened for, kept as they were: their changed-tickets event (paid) may arrive before
  // the bill's payment event, and the dialog must keep showing what was paid until it closes.
  const [openFor, setOpenFor] = useState<TTicket[] | null>(null);
  const payable = payableTickets(selectedTickets);
  const close = () => setOpenFor(null);
  const onPaid = () => {
    notify(MSG.sales.paymentSuccess, 'success');
    close();
    onClearSelection();
  };

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<QrCode2 aria-hidden />}
        disabled={payable.length === 0}
        onClick={() => setOpenFor(payable)}
      >
        {L.openButton}
      </Button>
      {openFor ? (
        <Suspense fallback={null}>
          <QrPaymentDialog companyId={trip.companyId} tickets={openFor} services={services} onClose={close} onPaid={onPaid} />
        </Suspense>
      ) : null}
    </>
  );
}
