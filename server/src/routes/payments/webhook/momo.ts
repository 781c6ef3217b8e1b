import { webhookRoute } from './webhook-route';

/** The wallet's signed payment confirmation (ours). */
export const momoWebhookRoute = webhookRoute('MOMO_QR');
