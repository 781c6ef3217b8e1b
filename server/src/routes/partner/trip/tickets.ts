import { tripTicketsEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** Who occupies which seat of a trip (001 §7). */
export const tripTicketsRoute = defineRoute(tripTicketsEndpoint, PARTNER, ({ input, session }, app) => app.tripView.tickets(session, input.id));
