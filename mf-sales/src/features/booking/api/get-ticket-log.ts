import { ticketLogEndpoint, type EndpointCall } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** A ticket's history (the 'Lịch sử' dialog). */
export const getTicketLog: EndpointCall<typeof ticketLogEndpoint> = (request) => callEndpoint(ticketLogEndpoint, request);
