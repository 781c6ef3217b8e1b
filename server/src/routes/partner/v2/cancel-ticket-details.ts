import { cancelDetailsEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** Fee and refund before a cancel (001 §2.1). */
export const cancelDetailsRoute = defineRoute(cancelDetailsEndpoint, PARTNER, ({ input, session }, app) => app.bookings.cancelDetails(session, input.ticketIds));
