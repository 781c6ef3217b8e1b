import { telephonyWebhookRoute } from './webhook-route';

/** Provider A's signed call events (beside its call socket), signed with the line's key. */
export const domainKeyWebhookRoute = telephonyWebhookRoute('domain-key');
