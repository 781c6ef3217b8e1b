import { recallEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../define-route';

/** 002 §7 'Missed-call update' (callid, lineRecall): marks the missed call recalled from the line and dials it. */
export const recallRoute = defineRoute(recallEndpoint, PARTNER, ({ input, session }, app) => app.calls.recall(session, input));
