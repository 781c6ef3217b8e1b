import { printTicketsEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** Print data for the agency's own tickets, counted against the print limit (001 §5). */
export const printTicketsRoute = defineRoute(printTicketsEndpoint, PARTNER, ({ input, session }, app) => app.messaging.print(session, input.ticketIds));
