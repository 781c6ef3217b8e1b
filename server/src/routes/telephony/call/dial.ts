import { dialEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** An outgoing call from the line the user is logged in to (002 §4 'call sets RINGING_OUT'). */
export const dialRoute = defineRoute(dialEndpoint, PARTNER, ({ input, session }, app) => app.calls.dial(session, input));
