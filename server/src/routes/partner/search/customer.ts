import { customerSearchEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** The booking form's phone autocomplete (001 §2.1). */
export const customerSearchRoute = defineRoute(customerSearchEndpoint, PARTNER, ({ input, session }, app) => app.bookings.customers(session, input));
