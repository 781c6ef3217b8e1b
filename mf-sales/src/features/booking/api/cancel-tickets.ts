import { cancelTicketsEndpoint, type EndpointCall } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Cancels the tickets with their fee. */
export const cancelTickets: EndpointCall<typeof cancelTicketsEndpoint> = (request) => callEndpoint(cancelTicketsEndpoint, request);
