import { transportOrderListEndpoint, type TTransportOrderListRequest, type TTransportOrderListResponse } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The orders departing in a range, seen by the session's station (002 §7 'List transport orders'). */
export function listTransportOrders(request: TTransportOrderListRequest): Promise<TTransportOrderListResponse> {
  return callEndpoint(transportOrderListEndpoint, request);
}
