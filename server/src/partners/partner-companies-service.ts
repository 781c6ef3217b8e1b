import type { z } from 'zod';
import { MSG, type TListPartnerCompaniesResponse, type ZListPartnerCompaniesRequest, type ZUpdatePartnerCompaniesRequest } from '@busdesk/api-contract';
import type { ChangeFeed } from '../changes/change-feed';
import { badRequest, notFound } from '../lib/http-error';
import type { PartnerCompaniesRepository } from '../repositories/partner-companies-repository';
import type { SessionContext } from '../repositories/sessions-repository';
import { matchesKey } from '../sales/search-text';

export interface PartnerCompaniesDeps {
  partnerCompanies: PartnerCompaniesRepository;
  changes: Pick<ChangeFeed, 'transaction'>;
}

/**
 * The agency's authorised companies (000 §2.5, §7.3) and its child partners. Approval decides what the agency sells
 * (sales/authorised-routes.ts reads it); a change is recorded with the write, so open sales screens hear of it.
 */
export function createPartnerCompaniesService(deps: PartnerCompaniesDeps) {
  return {
    /** One page of the agency's links, sorted by id ascending; the name matches without diacritics. */
    async list(session: SessionContext, input: z.output<typeof ZListPartnerCompaniesRequest>): Promise<TListPartnerCompaniesResponse> {
      const links = await deps.partnerCompanies.links(session.partnerId, { approvedStatus: input.filter.approvedStatus, isNotUsingAv: input.isNotUsingAv });
      const found = links.filter((l) => matchesKey(input.keyword, l.company.companyName));
      const start = (input.current - 1) * input.pageSize;
      return { data: found.slice(start, start + input.pageSize), total: found.length, current: input.current };
    },

    /**
     * Sets approval and/or usage of the chosen companies, all or none. A company the agency has no link with (another
     * agency's) is 404 and nothing changes; the body's partnerId is ignored in favour of the session's.
     */
    async update(session: SessionContext, input: z.output<typeof ZUpdatePartnerCompaniesRequest>) {
      if (input.partnerCompanies.length === 0) throw badRequest(MSG.company.nothingSelected);
      const patches = input.partnerCompanies.map((p) => ({ companyId: p.companyId, approvedStatus: p.approvedStatus, isNotUsingAv: p.isNotUsingAv }));
      if (patches.every((p) => p.approvedStatus === undefined && p.isNotUsingAv === undefined)) throw badRequest(MSG.company.nothingToSet);
      const partnerCompanies = await deps.changes.transaction(async (tx, record) => {
        const updated = await deps.partnerCompanies.update(tx, session.partnerId, patches);
        if (!updated) throw notFound();
        await record({ kind: 'partner-companies', partnerId: session.partnerId, companyIds: updated.map((l) => l.companyId) });
        return updated;
      });
      return { partnerCompanies };
    },

    /** The child stations and agencies of the session's partner (none for a child itself). */
    async subPartners(session: SessionContext) {
      return { subPartners: await deps.partnerCompanies.subPartners(session.partnerId) };
    },
  };
}

export type PartnerCompaniesService = ReturnType<typeof createPartnerCompaniesService>;
