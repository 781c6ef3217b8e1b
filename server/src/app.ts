import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/database';
import { loadEnv, type Env } from './env';
import { authPlugin } from './plugins/app/auth';
import { bankTerminalsPlugin } from './plugins/app/bank-terminals';
import { changesPlugin } from './plugins/app/changes';
import { databasePlugin } from './plugins/app/database';
import { instancePlugin } from './plugins/app/instance';
import { jobsPlugin } from './plugins/app/jobs';
import { messagingPlugin } from './plugins/app/messaging';
import { notificationsPlugin } from './plugins/app/notifications';
import { partnerCompaniesPlugin } from './plugins/app/partner-companies';
import { partnersPlugin } from './plugins/app/partners';
import { paymentsPlugin } from './plugins/app/payments';
import { policyPlugin } from './plugins/app/policy';
import { realtimePlugin } from './plugins/app/realtime';
import { redisPlugin } from './plugins/app/redis';
import { reportsPlugin } from './plugins/app/reports';
import { reportExportsPlugin } from './plugins/app/report-exports';
import { repositoriesPlugin } from './plugins/app/repositories';
import { salesPlugin } from './plugins/app/sales';
import { telephonyPlugin } from './plugins/app/telephony';
import { tripOperationsPlugin } from './plugins/app/trip-operations';
import { transportCredentialsPlugin } from './plugins/app/transport-credentials';
import { transportOrdersPlugin, type TransportOrdersPluginOptions } from './plugins/app/transport-orders';
import { corsPlugin } from './plugins/external/cors';
import { docsPlugin } from './plugins/external/docs';
import { ERROR_SERVER_OPTIONS, errorsPlugin } from './plugins/external/errors';
import { multipartPlugin } from './plugins/external/multipart';
import { portalPlugin } from './plugins/external/portal';
import { ROUTES, SIMULATOR_ROUTES, TELEPHONY_SIMULATOR_ROUTES } from './routes/index';
import './plugins/decorations';

/** The built app: Fastify with the services of plugins/app/* as decorations (plugins/decorations.ts). */
export type BusdeskApp = Awaited<ReturnType<typeof buildApp>>;

export interface BuildAppOptions {
  env?: Partial<Env>;
  /** An already open database (tests, benchmarks); it is migrated but not closed with the app. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  /** The payments' clock (epoch ms), so tests can move time (webhook secret grace period) instead of waiting. */
  now?: () => number;
  /** Provider A's call socket timings (tests; docs/adr/0088). */
  telephony?: { callSockets?: { heartbeatMs?: number; reconnectMs?: number } };
  /** The transport orders' document library, gateway, retry policy and timer (tests; docs/adr/0081). */
  transportOrders?: Omit<TransportOrdersPluginOptions, 'now'>;
}

/**
 * Load order (STYLE #8, fastify/demo): the route-access check first (it must see every route), external plugins,
 * then the app plugins — each domain service created once with its dependencies passed in, in dependency order,
 * change consumers added in the order they should run (realtime, bell, messages) — then the routes.
 */
export async function buildApp(opts: BuildAppOptions = {}) {
  const env: Env = { ...loadEnv(), ...opts.env };
  const app = Fastify({
    logger: opts.logger ?? { level: env.LOG_LEVEL },
    // Requests carry an id that a 500 reply quotes and the log records.
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 2 * 1024 * 1024,
    // Failures Fastify answers before any route or error handler (an undecodable URL, an unparsable request) get
    // our envelope and Vietnamese text too.
    ...ERROR_SERVER_OPTIONS,
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

  // External plugins.
  await app.register(policyPlugin);
  await app.register(errorsPlugin);
  await app.register(docsPlugin);
  await app.register(multipartPlugin);
  // App plugins: this instance, the shared Redis of a cluster, the database and what is built on it.
  await app.register(instancePlugin);
  await app.register(redisPlugin);
  await app.register(databasePlugin, opts.database ? { database: opts.database } : {});
  await app.register(jobsPlugin);
  await app.register(changesPlugin);
  await app.register(repositoriesPlugin);
  await app.register(realtimePlugin);
  await app.register(authPlugin);
  await app.register(partnersPlugin);
  await app.register(partnerCompaniesPlugin);
  await app.register(salesPlugin);
  await app.register(notificationsPlugin);
  await app.register(messagingPlugin);
  await app.register(paymentsPlugin, opts.now ? { now: opts.now } : {});
  await app.register(tripOperationsPlugin);
  await app.register(telephonyPlugin, { ...opts.telephony, ...(opts.now ? { now: opts.now } : {}) });
  await app.register(bankTerminalsPlugin, opts.now ? { now: opts.now } : {});
  await app.register(reportsPlugin);
  await app.register(reportExportsPlugin);
  await app.register(transportCredentialsPlugin);
  await app.register(transportOrdersPlugin, { ...opts.transportOrders, ...(opts.now ? { now: opts.now } : {}) });
  // Before the portal: its not-found handler must carry the CORS hooks too (a preflight has no route).
  await app.register(corsPlugin);
  await app.register(portalPlugin, { portalDir: env.PORTAL_DIR });
  // Routes.
  for (const route of ROUTES) await app.register(route);
  if (app.payments.drivers.bank.kind === 'local') for (const route of SIMULATOR_ROUTES) await app.register(route);
  if (env.TELEPHONY_LOCAL) for (const route of TELEPHONY_SIMULATOR_ROUTES) await app.register(route);
  return app;
}
