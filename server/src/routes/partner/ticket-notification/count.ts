import { notificationCountEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** The bell's unread count (002 §7). */
export const notificationCountRoute = defineRoute(notificationCountEndpoint, PARTNER, ({ session }, app) => app.notifications.count(session));
