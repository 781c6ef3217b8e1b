import { healthEndpoint } from '@busdesk/api-contract';
import { defineRoute, PUBLIC } from './define-route';

/** Liveness: the process answers (a database outage is /ready's business, not a reason to restart it). */
export const healthRoute = defineRoute(healthEndpoint, PUBLIC, async (_ctx, app) => ({ status: 'alive', instance: app.instance.id }) as const);
