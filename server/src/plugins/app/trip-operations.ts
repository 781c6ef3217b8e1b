import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTripOperationsService } from '../../trip-ops/trip-operations-service';

/** Trip lock, trip update, settlement, the contract and the sales settlement report. */
export const tripOperationsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('tripOps', createTripOperationsService({ database: app.database, changes: app.changes.feed }));
  },
  { name: 'trip-operations', dependencies: ['changes'] },
);
