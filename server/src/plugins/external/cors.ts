import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Paths a page on another origin may use: the API and the widget bundles. A partner's page embeds
 * <busdesk-seat-map> (served from /widgets/), which calls /api with its own Bearer token.
 */
const CROSS_ORIGIN_PATH = /^\/(api|widgets)(\/|$|\?)/;

/**
 * CORS for embedded widgets. Any origin is allowed, but never with credentials: the API's credential is the token
 * the embedding page sends itself (Authorization, x-access-token or ?token=), not a cookie, so a foreign page gains
 * nothing it did not already hold. Without Access-Control-Allow-Credentials the browser sends no cookies on these
 * requests. The MQTT WebSocket (/mqtt) needs no CORS: the token is its password.
 *
 * Preflights are answered in onRequest: no route declares OPTIONS, and the policy hook lets undeclared routes pass.
 * The allow-origin header is added in onSend so error answers (401 from the policy hook, 409 …) are readable too.
 */
export const corsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'OPTIONS' || !request.headers['access-control-request-method']) return;
    if (!CROSS_ORIGIN_PATH.test(request.url)) return;
    reply
      .code(204)
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'GET, POST, PUT, DELETE')
      .header('access-control-allow-headers', 'authorization, content-type, x-access-token')
      .header('access-control-max-age', '600');
    return reply.send();
  });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
    if (CROSS_ORIGIN_PATH.test(request.url)) reply.header('access-control-allow-origin', '*');
  });
});
