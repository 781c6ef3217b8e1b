import { updateTicketsEndpoint, type EndpointCall } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Saves the edited tickets of a group, or pays them in full. */
export const updateTickets: EndpointCall<typeof updateTicketsEndpoint> = (request) => callEndpoint(updateTicketsEndpoint, request);
