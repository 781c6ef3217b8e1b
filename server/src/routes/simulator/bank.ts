import type { FastifyInstance } from 'fastify';
import { simulatorPageHtml } from '../../payments/simulator-page';
import { PUBLIC } from '../define-route';

/** The local bank simulator's page at /simulator/bank (local bank driver only). */
export async function simulatorPageRoute(app: FastifyInstance) {
  const page = simulatorPageHtml();
  app.get('/simulator/bank', { config: PUBLIC, schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page),
  );
}
