import { loginEndpoint } from '@busdesk/api-contract';
import { defineRoute, PUBLIC } from '../../define-route';

/** Sign-in (000 §1): a session token. */
export const loginRoute = defineRoute(loginEndpoint, PUBLIC, ({ input, request }, app) => app.auth.login(input, { ip: request.ip, userAgent: request.headers['user-agent'] }));
