import { healthEndpoint, MSG } from '@busdesk/api-contract';
import { HttpError } from '../lib/http-error';
import { defineRoute, PUBLIC } from './define-route';

/** Liveness: the database and the broker answer (503 naming the one that does not). */
export const healthRoute = defineRoute(healthEndpoint, PUBLIC, async (_ctx, app) => {
  const db = (await app.database.ping().catch(() => false)) ? 'up' : 'down';
  const broker = app.realtime.isUp() ? 'up' : 'down';
  if (db === 'down' || broker === 'down') throw new HttpError(503, MSG.server.unavailable, { db, broker });
  return { db, broker } as const;
});
