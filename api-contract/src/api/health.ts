import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const ZHealthRequest = z.object({}).passthrough();
/** The process answers (liveness): nothing else is checked, so a database outage never gets instances restarted. */
export const ZHealthResponse = z.object({ status: z.literal('alive'), instance: z.string() });
// path chosen: outside /api, for load balancers and the start script.
export const healthEndpoint = defineEndpoint({
  method: 'GET',
  path: '/health',
  client: 'v3',
  request: ZHealthRequest,
  response: ZHealthResponse,
  summary: 'Liveness: the server process answers',
});

const ZUpDown = z.enum(['up', 'down']);
/**
 * Readiness: the database and the broker answer (and, in a cluster, Redis: 'none' when there is no Redis), and the
 * instance is not draining. The same fields come in the 503 answer's `results.ready` when it is not ready.
 */
export const ZReadyResponse = z.object({
  instance: z.string(),
  db: ZUpDown,
  broker: ZUpDown,
  redis: z.enum(['up', 'down', 'none']),
  draining: z.boolean(),
  /** MQTT connections open on this instance. */
  mqttClients: z.number().int().min(0),
});
export type TReadyResponse = z.infer<typeof ZReadyResponse>;
// path chosen: beside /health, for a proxy's health checks (docs/adr/0098).
export const readyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/ready',
  client: 'v3',
  request: ZHealthRequest,
  response: ZReadyResponse,
  summary: 'Readiness: the database, the broker and (in a cluster) Redis answer, and the instance is not draining',
});
