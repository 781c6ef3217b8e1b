import { webhookRoute } from './webhook-route';

/** The bank's signed payment confirmation (ours: the local bank and a bridged provider deliver here). */
export const mbWebhookRoute = webhookRoute('MB_QR');
