import { lineLogoutEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** Deselecting the line (002 §2); a line taken over since stays with its new holder. */
export const lineLogoutRoute = defineRoute(lineLogoutEndpoint, PARTNER, ({ input, session }, app) => app.calls.logout(session, input.lineId));
