import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Trip lock, trip update, settlement and the sales settlement report (issue 5). */
export const tripOperationsRoutes = fp(
  async (_app: FastifyInstance) => {
    // Routes land with the feature.
  },
  { name: 'trip-operations-routes' },
);
