import type { FastifyInstance } from 'fastify';

/** Marks every route a third-party plugin registers in this context as public, tenant-free. */
export function markRoutesPublic(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    // Mutate in place: the root hook already holds this config object.
    if (!route.config) route.config = {};
    Object.assign(route.config, { policy: 'public', tenant: 'none' });
  });
}
