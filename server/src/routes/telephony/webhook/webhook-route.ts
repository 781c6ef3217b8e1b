import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { MSG, TELEPHONY_WEBHOOK_HEADERS, telephonyWebhookPath, type TTelephonyWebhookProvider } from '@busdesk/api-contract';
import { unauthorized } from '../../../lib/http-error';
import { PUBLIC } from '../../define-route';

/**
 * A telephony provider's event webhook (docs/adr/0088), built like the payments webhook: encapsulated (not
 * fastify-plugin), so its raw-body parser applies to this route only and nothing is parsed before the signature over
 * the exact bytes is checked; a delivery without the signature headers is refused before its body is read. The
 * signature is the authentication (no session); the line's secret decides.
 */
export function telephonyWebhookRoute(provider: TTelephonyWebhookProvider): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      const signed = Object.values(TELEPHONY_WEBHOOK_HEADERS).every((name) => {
        const value = request.headers[name];
        return typeof value === 'string' && value.trim() !== '';
      });
      if (!signed) throw unauthorized(MSG.payments.badSignature);
    });
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    app.route({
      method: 'POST',
      url: telephonyWebhookPath(provider),
      config: PUBLIC,
      schema: { summary: `${provider} call event (signed webhook)`, tags: ['telephony/webhook'] },
      handler: async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const results = await app.calls.webhook(provider, raw, request.headers);
        return { code: 200, message: MSG.server.ok, results };
      },
    });
  };
}
