import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TRANSPORT_XML_VIEW_PATH, ZTransportOrderIdRequest } from '@busdesk/api-contract';
import { unauthorized } from '../../lib/http-error';
import { PARTNER } from '../define-route';

/**
 * 002 §7 'GET transport-xml/view?id=': the stored XML itself (text/xml, shown inline), not an envelope; errors are
 * envelopes as usual. The token may come as ?token= like on every call (002 §6).
 */
export async function transportXmlViewRoute(app: FastifyInstance) {
  app.get(TRANSPORT_XML_VIEW_PATH, { config: PARTNER, schema: { summary: 'The XML text of one transport order', querystring: ZTransportOrderIdRequest } }, async (request: FastifyRequest, reply) => {
    if (!request.session) throw unauthorized();
    const { id } = request.query as { id: string };
    const order = await app.transportOrders.xml(request.session, id);
    const name = `lvc-${(order.code ?? id).replace(/[^A-Za-z0-9_.-]/g, '_')}.xml`;
    return reply
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename="${name}"`)
      .type('text/xml; charset=utf-8')
      .send(order.xml);
  });
}
