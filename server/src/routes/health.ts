import type { FastifyInstance } from 'fastify';
import { healthEndpoint, MSG } from '@busdesk/api-contract';
import { HttpError } from '../lib/http-error';
import { registerEndpoint } from '../lib/register-endpoint';

export async function healthRoutes(app: FastifyInstance) {
  registerEndpoint(app, healthEndpoint, { policy: 'public', tenant: 'none' }, async () => {
    const db = (await app.database.ping().catch(() => false)) ? 'up' : 'down';
    const broker = app.realtime.isUp() ? 'up' : 'down';
    if (db === 'down' || broker === 'down') throw new HttpError(503, MSG.server.unavailable, { db, broker });
    return { db, broker } as const;
  });
}
