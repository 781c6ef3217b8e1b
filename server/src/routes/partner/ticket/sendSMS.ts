import { sendSmsEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** SMS to the passengers of the selected tickets (001 §7). */
export const sendSmsRoute = defineRoute(sendSmsEndpoint, PARTNER, ({ input, session }, app) => app.messaging.sendSms(session, input));
