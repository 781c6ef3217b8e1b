import { reportCallEventEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** A SIP line's browser reports its call's event; it is recorded and published like a provider's. */
export const reportCallEventRoute = defineRoute(reportCallEventEndpoint, PARTNER, ({ input, session }, app) => app.calls.reportEvent(session, input));
