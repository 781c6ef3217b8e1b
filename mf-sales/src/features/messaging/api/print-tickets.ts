import { printTicketsEndpoint, type EndpointCall } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The filled print data of the tickets; the server counts each print against its limit. */
export const printTickets: EndpointCall<typeof printTicketsEndpoint> = (request) => callEndpoint(printTicketsEndpoint, request);
