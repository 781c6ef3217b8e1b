import { searchCompanyV2Endpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../../define-route';

/** 000 §7.3's path for the company search: the same service call as /partner/search/company (001 §7). */
export const searchCompanyV2Route = defineRoute(searchCompanyV2Endpoint, PARTNER, ({ input, session }, app) => app.tripSearch.companies(session, input.searchKey));
