import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { MSG, PAYMENT_WEBHOOK_PATHS } from '@busdesk/api-contract';
import { unauthorized } from '../../../lib/http-error';
import { hasSignatureHeaders, type PaymentProvider } from '../../../payments/payment-events';
import { PUBLIC } from '../../define-route';

/**
 * A provider's confirmation webhook. Encapsulated (not fastify-plugin), so its raw-body parser applies to this route
 * only: the signature covers the exact bytes sent, which a JSON parse and re-serialise would not reproduce, and any
 * content type is taken as bytes, so nothing is parsed before the signature is checked. The signature is the
 * authentication (no session); the company's secret decides.
 */
export function webhookRoute(provider: PaymentProvider): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      // Unsigned: refused before its body is even read.
      if (!hasSignatureHeaders(request.headers)) throw unauthorized(MSG.payments.badSignature);
      // Before the body is read: processing waits for a pause in deliveries (see PaymentQueue).
      app.payments.queue.noteArrival();
    });
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    app.route({
      method: 'POST',
      url: PAYMENT_WEBHOOK_PATHS[provider],
      config: PUBLIC,
      schema: { summary: `${provider} payment confirmation (signed webhook)`, tags: ['payments/webhook'] },
      handler: async (request) => {
        // A signed delivery without a body is checked like any other (its signature covers no bytes).
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const results = await app.payments.receiveWebhook(provider, raw, request.headers);
        return { code: 200, message: MSG.server.ok, results };
      },
    });
  };
}
