import { viewTripEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** The opened trip: detail, stops, tickets, seat locks (001 §2.1). */
export const viewTripRoute = defineRoute(viewTripEndpoint, PARTNER, ({ input, session }, app) => app.tripView.view(session, input.tripId));
