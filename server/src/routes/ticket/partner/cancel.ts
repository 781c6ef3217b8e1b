import { cancelTicketsEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** Cancel the agency's own tickets (001 §5). */
export const cancelTicketsRoute = defineRoute(cancelTicketsEndpoint, PARTNER, ({ input, session }, app) => app.bookings.cancel(session, input));
