import { listAgencyRoutesEndpoint } from '@busdesk/api-contract';
import { defineRoute, ADMIN } from '../../define-route';

/** The agency's routes to choose an employee's routes from (000 §2.8), ADMIN only. */
export const listAgencyRoutesRoute = defineRoute(listAgencyRoutesEndpoint, ADMIN, ({ session }, app) => app.staff.routes(session));
