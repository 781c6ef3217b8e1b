import { ticketLogEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** A ticket's history (001 §2.1). */
export const ticketLogRoute = defineRoute(ticketLogEndpoint, PARTNER, ({ input, session }, app) => app.bookings.ticketLog(session, input.ticketId));
