import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Ticket printing, SMS, ZNS and e-mail to passengers (issue 5). */
export const messagingRoutes = fp(
  async (_app: FastifyInstance) => {
    // Routes land with the feature.
  },
  { name: 'messaging-routes' },
);
