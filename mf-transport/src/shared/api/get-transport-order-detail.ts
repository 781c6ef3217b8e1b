import { transportOrderDetailEndpoint, type TTransportOrderDetailResponse } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** One order's content with every signature block verified by the server, and its transmission attempts. */
export function getTransportOrderDetail(id: string): Promise<TTransportOrderDetailResponse> {
  return callEndpoint(transportOrderDetailEndpoint, { id });
}
