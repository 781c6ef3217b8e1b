import { upSignTransportOrderEndpoint, type TSignTransportOrderResponse } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The departure station signs the order (002 §7 'POST transport-xml/up-sign'). */
export function upSignTransportOrder(id: string): Promise<TSignTransportOrderResponse> {
  return callEndpoint(upSignTransportOrderEndpoint, { id });
}
