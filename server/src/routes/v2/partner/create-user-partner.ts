import { createPartnerUserEndpoint } from '@busdesk/api-contract';
import { defineRoute, ADMIN } from '../../define-route';

/** A new employee (000 §2.8), ADMIN only. */
export const createPartnerUserRoute = defineRoute(createPartnerUserEndpoint, ADMIN, ({ input, session }, app) => app.staff.create(session, input));
