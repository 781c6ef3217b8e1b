import { viewUserEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** The signed-in user with their agency (the shell loads it once per token). */
export const viewUserRoute = defineRoute(viewUserEndpoint, PARTNER, ({ session }, app) => app.auth.viewUser(session));
