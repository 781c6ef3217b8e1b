import { notificationListEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** The bell's new partner tickets, one page of a tab (002 §7). */
export const notificationListRoute = defineRoute(notificationListEndpoint, PARTNER, ({ input, session }, app) => app.notifications.list(session, input));
