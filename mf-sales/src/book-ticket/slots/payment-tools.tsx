import { apiPaymentServices } from '../payments/payment-services';
import { QrPaymentTools } from '../payments/qr-payment-tools';
import type { TicketToolsProps } from './slot-props';

/** Slot: QR payment (bank QR / wallet QR) for the selected own tickets (issue 5, payments/). */
export function PaymentTools(props: TicketToolsProps) {
  return <QrPaymentTools {...props} services={apiPaymentServices} />;
}
