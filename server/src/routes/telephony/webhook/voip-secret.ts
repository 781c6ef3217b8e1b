import { telephonyWebhookRoute } from './webhook-route';

/** Provider B's signed call events, signed with the line's secret. */
export const voipSecretWebhookRoute = telephonyWebhookRoute('voip-secret');
