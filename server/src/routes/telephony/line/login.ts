import { lineLoginEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** Selecting a line in the panel (002 §2): one user at a time, a second login takes it over (docs/adr/0088). */
export const lineLoginRoute = defineRoute(lineLoginEndpoint, PARTNER, ({ input, session }, app) => app.calls.login(session, input.lineId));
