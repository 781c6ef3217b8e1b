import type { FastifyInstance } from 'fastify';
import { simulatorPageHtml } from '../../payments/simulator-page';
import { ADMIN } from '../define-route';

/**
 * The local bank simulator's page at /simulator/bank (local bank driver only), for a signed-in ADMIN: opened from the
 * portal, so the portal's session cookie signs it in; the page's own calls send that token as Bearer.
 */
export async function simulatorPageRoute(app: FastifyInstance) {
  const page = simulatorPageHtml();
  app.get('/simulator/bank', { config: { ...ADMIN, cookieSession: true }, schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page),
  );
}
