import { searchRouteEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** The authorised routes (001 §7). */
export const searchRouteRoute = defineRoute(searchRouteEndpoint, PARTNER, ({ session }, app) => app.tripSearch.routes(session));
