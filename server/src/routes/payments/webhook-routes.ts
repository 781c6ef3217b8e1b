import type { FastifyInstance } from 'fastify';
import { MSG, PAYMENT_WEBHOOK_PATHS } from '@busdesk/api-contract';
import { badRequest } from '../../lib/http-error';
import { receiveWebhook, type PaymentProvider, type PaymentQueue } from '../../payments/payment-events';

/**
 * The bank's and the wallet's confirmations. An encapsulated plugin (not fastify-plugin) so its raw-body parser
 * applies to these routes only: the signature covers the exact bytes sent, which a JSON parse and re-serialise
 * would not reproduce.
 */
export async function webhookRoutes(app: FastifyInstance, opts: { queue: PaymentQueue }): Promise<void> {
  // Before the body is read: processing waits for a pause in deliveries (see PaymentQueue).
  app.addHook('onRequest', async () => opts.queue.noteArrival());
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
  for (const provider of ['MB_QR', 'MOMO_QR'] as const satisfies readonly PaymentProvider[]) {
    app.route({
      method: 'POST',
      url: PAYMENT_WEBHOOK_PATHS[provider],
      // The signature is the authentication: no session; the company's secret decides.
      config: { policy: 'public', tenant: 'none' },
      schema: { summary: `${provider} payment confirmation (signed webhook)`, tags: ['payments/webhook'] },
      handler: async (request) => {
        if (!Buffer.isBuffer(request.body)) throw badRequest(MSG.server.invalidField('body'));
        const results = await receiveWebhook(app, opts.queue, provider, request.body, request.headers);
        return { code: 200, message: MSG.server.ok, results };
      },
    });
  }
}
