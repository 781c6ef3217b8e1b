import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { MSG, PAYMENT_WEBHOOK_PATHS } from '@busdesk/api-contract';
import { badRequest } from '../../../lib/http-error';
import type { PaymentProvider } from '../../../payments/payment-events';
import { PUBLIC } from '../../define-route';

/**
 * A provider's confirmation webhook. Encapsulated (not fastify-plugin), so its raw-body parser applies to this route
 * only: the signature covers the exact bytes sent, which a JSON parse and re-serialise would not reproduce. The
 * signature is the authentication (no session); the company's secret decides.
 */
export function webhookRoute(provider: PaymentProvider): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    // Before the body is read: processing waits for a pause in deliveries (see PaymentQueue).
    app.addHook('onRequest', async () => app.payments.queue.noteArrival());
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    app.route({
      method: 'POST',
      url: PAYMENT_WEBHOOK_PATHS[provider],
      config: PUBLIC,
      schema: { summary: `${provider} payment confirmation (signed webhook)`, tags: ['payments/webhook'] },
      handler: async (request) => {
        if (!Buffer.isBuffer(request.body)) throw badRequest(MSG.server.invalidField('body'));
        const results = await app.payments.receiveWebhook(provider, request.body, request.headers);
        return { code: 200, message: MSG.server.ok, results };
      },
    });
  };
}
