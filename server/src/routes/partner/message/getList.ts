import { smsMessagesEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** The agency's SMS message types (001 §7). */
export const smsMessagesRoute = defineRoute(smsMessagesEndpoint, PARTNER, ({ session }, app) => app.messaging.smsMessages(session));
