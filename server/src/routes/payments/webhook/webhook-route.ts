import type { FastifyPluginAsync } from 'fastify';
import { PAYMENT_WEBHOOK_PATHS } from '@busdesk/api-contract';
import { hasSignatureHeaders, type PaymentProvider } from '../../../payments/payment-events';
import { signedRawRoute } from '../../signed-raw-route';

/** A provider's confirmation webhook: the company's webhook secret decides (docs/adr/0042). */
export function webhookRoute(provider: PaymentProvider): FastifyPluginAsync {
  return signedRawRoute({
    url: PAYMENT_WEBHOOK_PATHS[provider],
    summary: `${provider} payment confirmation (signed webhook)`,
    tag: 'payments/webhook',
    hasSignatureHeaders,
    // Before the body is read: processing waits for a pause in deliveries (see PaymentQueue).
    onArrival: (app) => app.payments.queue.noteArrival(),
    handle: (app, raw, headers) => app.payments.receiveWebhook(provider, raw, headers),
  });
}
