import { updateTransportConfirmEndpoint, type TTransportOrderResponse, type TUpdateTransportConfirmRequest } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Edits the passenger count and time of the user's side of an order (002 §7 'Edit transport order confirmation'). */
export function updateTransportConfirm(request: TUpdateTransportConfirmRequest): Promise<TTransportOrderResponse> {
  return callEndpoint(updateTransportConfirmEndpoint, request);
}
