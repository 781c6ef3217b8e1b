import { resendTransportOrderEndpoint, type TTransportOrderResponse } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Queues a transmission of the order's current version now (002 §7 'Resend transport order'). */
export function resendTransportOrder(id: string): Promise<TTransportOrderResponse> {
  return callEndpoint(resendTransportOrderEndpoint, { id });
}
