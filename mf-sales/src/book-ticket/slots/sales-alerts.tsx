import { apiPaymentServices } from '../payments/payment-services';
import { RefundAlert } from '../payments/refund-alert';
import type { SalesAlertsProps } from './slot-props';

/** Slot: payments the agency must refund (issue 5, payments/); renders nothing while there are none. */
export function SalesAlerts({ user }: SalesAlertsProps) {
  return <RefundAlert partnerId={user.partnerId} services={apiPaymentServices} />;
}
