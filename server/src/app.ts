import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/database';
import { loadEnv, type Env } from './env';
import { corsPlugin } from './plugins/cors';
import { databasePlugin } from './plugins/database';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { policyPlugin } from './plugins/policy';
import { portalPlugin } from './plugins/portal';
import { realtimePlugin } from './plugins/realtime';
import { healthRoutes } from './routes/health';
import { adminConfigRoutes } from './routes/v2/admin/config';
import { changePasswordRoutes } from './routes/v2/partner/change-password';
import { loginRoutes } from './routes/v2/partner/login';
import { partnerRoutes } from './routes/v2/partner/partner';
import { partnerUserRoutes } from './routes/v2/partner/users';
import { viewRoutes } from './routes/v2/partner/view';
import { salesSearchRoutes } from './routes/sales/search-routes';
import { salesTicketRoutes } from './routes/sales/ticket-routes';
import { salesTripRoutes } from './routes/sales/trip-routes';
import { messagingRoutes } from './routes/messaging/messaging-routes';
import { notificationRoutes } from './routes/notifications/notification-routes';
import { paymentRoutes } from './routes/payments/payment-routes';
import { tripOperationsRoutes } from './routes/trip-ops/trip-operations-routes';
import './types';

export interface BuildAppOptions {
  env?: Partial<Env>;
  /** An already open database (tests, benchmarks); it is migrated but not closed with the app. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
}

/** Every feature's routes; each registers its own endpoints with a policy. */
export const ROUTE_PLUGINS = [
  healthRoutes,
  loginRoutes,
  viewRoutes,
  partnerUserRoutes,
  changePasswordRoutes,
  partnerRoutes,
  adminConfigRoutes,
  salesSearchRoutes,
  salesTripRoutes,
  salesTicketRoutes,
  paymentRoutes,
  messagingRoutes,
  tripOperationsRoutes,
  notificationRoutes,
] as const;

/** Load order (fastify/demo): external plugins → app plugins (db, repositories, auth, broker) → routes. */
export async function buildApp(opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const env: Env = { ...loadEnv(), ...opts.env };
  const app = Fastify({
    logger: opts.logger ?? { level: env.LOG_LEVEL },
    // Requests carry an id that a 500 reply quotes and the log records.
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 2 * 1024 * 1024,
    // First start runs initdb, migrations and the demo seed inside the database plugin.
    pluginTimeout: 180_000,
    // Let in-flight requests finish on close; refuse new ones with Connection: close.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', env);
  // Idle keep-alive sockets are closed when closing starts, but a socket whose request is still running becomes
  // idle only after its answer, and would then keep the process alive until keepAliveTimeout (72 s). Answers
  // sent while closing therefore carry Connection: close, so each socket ends with its last answer.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  await app.register(policyPlugin);
  await app.register(errorsPlugin);
  await app.register(docsPlugin);
  await app.register(databasePlugin, opts.database ? { database: opts.database } : {});
  await app.register(realtimePlugin);
  // Before the portal: its not-found handler must carry the CORS hooks too (a preflight has no route).
  await app.register(corsPlugin);
  await app.register(portalPlugin, { portalDir: env.PORTAL_DIR });
  for (const routes of ROUTE_PLUGINS) await app.register(routes);
  return app;
}
