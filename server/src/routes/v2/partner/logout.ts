import { logoutEndpoint } from '@busdesk/api-contract';
import { defineRoute } from '../../define-route';

/** Ends the calling session. */
export const logoutRoute = defineRoute(logoutEndpoint, { policy: 'partner', tenant: 'none', duringPasswordReset: true } as const, ({ session }, app) => app.auth.logout(session));
