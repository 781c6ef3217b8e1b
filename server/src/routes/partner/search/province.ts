import { searchProvinceEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** Provinces with a stop on an authorised route (001 §7). */
export const searchProvinceRoute = defineRoute(searchProvinceEndpoint, PARTNER, ({ input, session }, app) => app.tripSearch.provinces(session, input));
