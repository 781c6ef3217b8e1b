import { telephonyWebhookRoute } from './webhook-route';

/** Provider C's signed call events, signed with the line's password. */
export const accountTokenWebhookRoute = telephonyWebhookRoute('account-token');
