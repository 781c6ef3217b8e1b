import type { TicketToolsProps } from '../features/booking/components/booking-panel';
import { PrintMessagePanel } from '../features/messaging/components/print-message-panel';
import { QrPaymentTools } from '../features/payments/components/qr-payment-tools';

/**
 * The tools under the booking form's buttons for the selected own tickets: QR payment (payments) and printing with
 * SMS/ZNS (messaging). The paid seats then arrive through the changed-tickets events the opened trip applies.
 */
export function TicketTools({ trip, selectedTickets, onClearSelection }: TicketToolsProps) {
  return (
    <>
      <QrPaymentTools trip={trip} selectedTickets={selectedTickets} onClearSelection={onClearSelection} />
      {selectedTickets.length > 0 ? <PrintMessagePanel selectedTickets={selectedTickets} /> : null}
    </>
  );
}
