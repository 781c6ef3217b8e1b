import { downSignTransportOrderEndpoint, type TSignTransportOrderResponse } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The arrival station signs the order (002 §7 'POST transport-xml/down-sign'). */
export function downSignTransportOrder(id: string): Promise<TSignTransportOrderResponse> {
  return callEndpoint(downSignTransportOrderEndpoint, { id });
}
