import { searchCompanyEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** Companies of the authorised routes (001 §7). */
export const searchCompanyRoute = defineRoute(searchCompanyEndpoint, PARTNER, ({ input, session }, app) => app.tripSearch.companies(session, input.searchKey));
