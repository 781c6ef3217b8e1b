import { searchPointsEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** Pick-up/drop-off points of the authorised routes (001 §7). */
export const searchPointsRoute = defineRoute(searchPointsEndpoint, PARTNER, ({ input, session }, app) => app.tripSearch.points(session, input));
