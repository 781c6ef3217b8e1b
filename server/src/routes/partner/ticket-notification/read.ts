import { notificationReadEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** Marks a booking group read (002 §7). */
export const notificationReadRoute = defineRoute(notificationReadEndpoint, PARTNER, ({ input, session }, app) => app.notifications.markRead(session, input.ticketId));
