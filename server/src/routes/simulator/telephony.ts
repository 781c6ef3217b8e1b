import type { FastifyInstance } from 'fastify';
import { SIMULATOR_TELEPHONY_PAGE_PATH } from '@busdesk/api-contract';
import { telephonySimulatorPageHtml } from '../../telephony/local/simulator-page';
import { ADMIN } from '../define-route';

/**
 * The local exchange's simulator page at /simulator/telephony (TELEPHONY_LOCAL only), for a signed-in ADMIN: opened
 * from the portal, so its session cookie signs it in; the page's calls send that token as Bearer.
 */
export async function telephonySimulatorPageRoute(app: FastifyInstance) {
  const page = telephonySimulatorPageHtml();
  app.get(SIMULATOR_TELEPHONY_PAGE_PATH, { config: { ...ADMIN, cookieSession: true }, schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page),
  );
}
