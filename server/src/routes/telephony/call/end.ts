import { endCallEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** Ends the call, talking or still ringing out. */
export const endCallRoute = defineRoute(endCallEndpoint, PARTNER, ({ input, session }, app) => app.calls.end(session, input));
