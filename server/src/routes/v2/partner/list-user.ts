import { listPartnerUsersEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** The agency's employees (000 §2.8). */
export const listPartnerUsersRoute = defineRoute(listPartnerUsersEndpoint, PARTNER, ({ session }, app) => app.staff.list(session));
