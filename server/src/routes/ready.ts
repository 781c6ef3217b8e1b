import { MSG, readyEndpoint, type TReadyResponse } from '@busdesk/api-contract';
import { HttpError } from '../lib/http-error';
import { defineRoute, PUBLIC } from './define-route';

/**
 * Readiness (docs/adr/0098): the database, the broker and, in a cluster, Redis answer, and the instance is not
 * draining. 503 with the same fields (results.ready) otherwise, so a proxy's health check takes the instance out.
 */
export const readyRoute = defineRoute(readyEndpoint, PUBLIC, async (_ctx, app) => {
  const db = (await app.database.ping().catch(() => false)) ? 'up' : 'down';
  const state: TReadyResponse = {
    instance: app.instance.id,
    db,
    broker: app.realtime.isUp() ? 'up' : 'down',
    redis: app.redis ? (app.redis.status === 'ready' ? 'up' : 'down') : 'none',
    draining: app.instance.draining,
    mqttClients: app.realtime.connectedClients(),
  };
  if (state.db === 'down' || state.broker === 'down' || state.redis === 'down' || state.draining) throw new HttpError(503, MSG.server.unavailable, { ready: state });
  return state;
});
