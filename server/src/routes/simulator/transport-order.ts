import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound, unauthorized } from '../../lib/http-error';
import { ADMIN } from '../define-route';

const ZQuery = z.object({ routeId: z.string().trim().min(1).max(100), departureAt: z.coerce.number().int().min(0).max(8_640_000_000_000) });

/**
 * GET /api/simulator/transport-order?routeId=&departureAt= (local transport gateway only, ADMIN of a station the
 * route starts or ends at): an order signed by the route's company, as an XML file to upload (docs/adr/0087).
 */
export async function simulatorTransportOrderRoute(app: FastifyInstance) {
  app.get('/api/simulator/transport-order', { config: ADMIN, schema: { hide: true, querystring: ZQuery } }, async (request: FastifyRequest, reply) => {
    if (!request.session) throw unauthorized();
    if (!app.transportCompanySimulator) throw notFound();
    const file = await app.transportCompanySimulator.sample(request.session, request.query as z.infer<typeof ZQuery>);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .type('text/xml; charset=utf-8')
      .send(file.xml);
  });
}
