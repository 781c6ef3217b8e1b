import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Bank and wallet QR bills, the signed payment webhooks, the local bank simulator (issue 5). */
export const paymentRoutes = fp(
  async (_app: FastifyInstance) => {
    // Routes land with the feature.
  },
  { name: 'payment-routes' },
);
