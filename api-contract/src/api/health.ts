import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const ZHealthRequest = z.object({}).passthrough();
export const ZHealthResponse = z.object({ db: z.enum(['up', 'down']), broker: z.enum(['up', 'down']) });
// path chosen: outside /api, for load balancers and the start script.
export const healthEndpoint = defineEndpoint({
  method: 'GET',
  path: '/health',
  client: 'v3',
  request: ZHealthRequest,
  response: ZHealthResponse,
  summary: 'Liveness of the database and the MQTT broker',
});
