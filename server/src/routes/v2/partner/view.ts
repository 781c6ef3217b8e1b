import type { FastifyInstance } from 'fastify';
import { viewUserEndpoint, type TRole } from '@busdesk/api-contract';
import { notFound } from '../../../lib/http-error';
import { registerEndpoint } from '../../../lib/register-endpoint';

export async function viewRoutes(app: FastifyInstance) {
  registerEndpoint(app, viewUserEndpoint, { policy: 'partner', tenant: 'partner' }, async ({ session }) => {
    const partner = await app.repos.partners.info(session.partnerId);
    if (!partner) throw notFound();
    return {
      user: {
        id: session.userId,
        name: session.name,
        username: session.username,
        role: session.role as TRole,
        partnerId: session.partnerId,
        routeIds: session.routeIds,
        companyId: session.companyId,
        partner: partner.info,
      },
    };
  });
}
