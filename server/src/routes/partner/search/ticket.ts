import { ticketSearchEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** The quick ticket search (002 §2). */
export const ticketSearchRoute = defineRoute(ticketSearchEndpoint, PARTNER, ({ input, session }, app) => app.notifications.search(session, input.keyword));
