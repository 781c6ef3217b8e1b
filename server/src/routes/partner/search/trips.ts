import { searchTripsEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** One day's trips on the authorised routes (001 §2.1, §7). */
export const searchTripsRoute = defineRoute(searchTripsEndpoint, PARTNER, ({ input, session }, app) => app.tripSearch.trips(session, input));
