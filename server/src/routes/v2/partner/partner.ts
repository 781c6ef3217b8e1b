import type { FastifyInstance } from 'fastify';
import { partnerDetailEndpoint, selfUpdatePartnerEndpoint, updatePartnerEndpoint } from '@busdesk/api-contract';
import { notFound } from '../../../lib/http-error';
import { registerEndpoint } from '../../../lib/register-endpoint';

export async function partnerRoutes(app: FastifyInstance) {
  registerEndpoint(app, selfUpdatePartnerEndpoint, { policy: 'partner', tenant: 'partner' }, async ({ input, session }) => {
    await app.repos.partners.update(session.partnerId, { config: input.config });
    const partner = await app.repos.partners.info(session.partnerId);
    if (!partner) throw notFound();
    return { partner: partner.info };
  });

  // The body's partnerId is ignored in favour of the session's (tenancy rule).
  registerEndpoint(app, updatePartnerEndpoint, { policy: 'admin', tenant: 'partner' }, async ({ input, session }) => {
    await app.repos.partners.update(session.partnerId, {
      config: input.config,
      isAutoApproveRoutes: input.isAutoApproveRoutes,
      transportConfig: input.transportConfig,
    });
    const partner = await app.repos.partners.info(session.partnerId);
    if (!partner) throw notFound();
    return { partner: partner.info, transportConfig: partner.transportConfig };
  });

  // A parent station may read its children's detail; any other partner id is "not found".
  registerEndpoint(app, partnerDetailEndpoint, { policy: 'partner', tenant: 'partner' }, async ({ input, session }) => {
    const wanted = input.partnerId ?? session.partnerId;
    if (!session.visiblePartnerIds.includes(wanted)) throw notFound();
    const partner = await app.repos.partners.info(wanted);
    if (!partner) throw notFound();
    return { partner: partner.info, transportConfig: partner.transportConfig };
  });
}
