import { userCompanyEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** A company's drivers and staff for the trip update (001 §7). */
export const userCompanyRoute = defineRoute(userCompanyEndpoint, PARTNER, ({ input, session }, app) => app.tripOps.companyUsers(session, input));
