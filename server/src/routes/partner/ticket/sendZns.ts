import { sendZnsEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** Zalo ZNS to the passengers of the selected tickets (001 §7). */
export const sendZnsRoute = defineRoute(sendZnsEndpoint, PARTNER, ({ input, session }, app) => app.messaging.sendZns(session, input));
