import { updateCancelledTicketsEndpoint, type TUpdateCancelledTicketsRequest, type TUpdateCancelledTicketsResponse } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Sets the cancel reason and the refunded flag of the chosen cancelled tickets (002 §7 'Update cancelled tickets'). */
export function updateCancelledTickets(request: TUpdateCancelledTicketsRequest): Promise<TUpdateCancelledTicketsResponse> {
  return callEndpoint(updateCancelledTicketsEndpoint, request);
}
