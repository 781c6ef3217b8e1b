import { updateTicketsEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** Update (and pay) the agency's own tickets (001 §4). */
export const updateTicketsRoute = defineRoute(updateTicketsEndpoint, PARTNER, ({ input, session }, app) => app.bookings.update(session, input));
