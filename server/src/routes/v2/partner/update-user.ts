import { updatePartnerUserEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** An employee's details, routes, lock or password (000 §2.8, §4, §6). */
export const updatePartnerUserRoute = defineRoute(updatePartnerUserEndpoint, PARTNER, ({ input, session }, app) => app.staff.update(session, input));
