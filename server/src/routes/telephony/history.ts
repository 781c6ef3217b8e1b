import { callHistoryEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../define-route';

/** The line's history tab (002 §2: 00:00 today → now by default; 500 entries, 200 for provider C). */
export const callHistoryRoute = defineRoute(callHistoryEndpoint, PARTNER, ({ input, session }, app) => app.calls.history(session, input));
