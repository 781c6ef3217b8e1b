import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The notification bell's partner tickets and the quick ticket search (issue 5). */
export const notificationRoutes = fp(
  async (_app: FastifyInstance) => {
    // Routes land with the feature.
  },
  { name: 'notification-routes' },
);
