import { updateCancelledTicketsEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../../define-route';

/** Cancel reason and refunded flag of cancelled tickets (002 §5, §7). */
export const updateCancelledTicketsRoute = defineRoute(updateCancelledTicketsEndpoint, PARTNER, ({ input, session }, app) => app.reports.updateCancelled(session, input));
