import { bookTicketEndpoint, type EndpointCall } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Books (holds or sells) the seats of the form (001 §7 book-ticket). */
export const bookTickets: EndpointCall<typeof bookTicketEndpoint> = (request) => callEndpoint(bookTicketEndpoint, request);
