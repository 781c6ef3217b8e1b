import type { z } from 'zod';
import type { TAdminConfig, ZUpdatePartnerRequest } from '@busdesk/api-contract';
import { notFound } from '../lib/http-error';
import type { Logger } from '../lib/logger';
import type { PartnersRepository } from '../repositories/partners-repository';
import type { SessionContext } from '../repositories/sessions-repository';

/** The agency's own settings and the portal's branding (000 §2.6, §2.7, §7). */
export function createPartnersService(deps: { partners: PartnersRepository; log: Logger }) {
  const infoOf = async (partnerId: string) => {
    const partner = await deps.partners.info(partnerId);
    if (!partner) throw notFound();
    return partner;
  };
  return {
    /** Any user may save the sales screen's own switches (the partner config JSON text). */
    async selfUpdate(session: SessionContext, config: string) {
      await deps.partners.update(session.partnerId, { config });
      return { partner: (await infoOf(session.partnerId)).info };
    },

    /** The ADMIN's partner settings; the body's partnerId is ignored in favour of the session's (tenancy rule). */
    async update(session: SessionContext, input: z.output<typeof ZUpdatePartnerRequest>) {
      await deps.partners.update(session.partnerId, { config: input.config, isAutoApproveRoutes: input.isAutoApproveRoutes, transportConfig: input.transportConfig });
      const partner = await infoOf(session.partnerId);
      return { partner: partner.info, transportConfig: partner.transportConfig };
    },

    /** A parent station may read its children's detail; any other partner id is "not found". */
    async detail(session: SessionContext, partnerId: string | undefined) {
      const wanted = partnerId ?? session.partnerId;
      if (!session.visiblePartnerIds.includes(wanted)) throw notFound();
      const partner = await infoOf(wanted);
      return { partner: partner.info, transportConfig: partner.transportConfig };
    },

    /** The sign-in page's branding for a domain (the default row '*' when the domain has none). */
    async adminConfig(domain: string) {
      const text = await deps.partners.adminConfig(domain);
      let adminConfig: TAdminConfig = {};
      if (text) {
        try {
          adminConfig = JSON.parse(text) as TAdminConfig;
        } catch {
          deps.log.warn({ domain }, 'admin config is not JSON');
        }
      }
      return { adminConfig };
    },
  };
}

export type PartnersService = ReturnType<typeof createPartnersService>;
