import type { ChangeFeed } from '../changes/change-feed';
import { createCompanyLinksRepository, type CompanyAuthorisation } from '../repositories/company-links-repository';

/**
 * A company's authorisation of an agency to sell its routes (000 §3 'Partner company link'). Companies grant it from
 * their own system, outside this portal; this is the write their integration (and the demo data) goes through.
 * Whether the new routes sell at once is the agency's 'automatic approval of routes' setting (ADR 0055); the
 * authorised-companies screen's approval and usage status still apply on top of it. The change is recorded with the
 * write, as an operator's approval is, so the agency's open sales screens search again.
 */
export function createCompanyLinksService(deps: { changes: Pick<ChangeFeed, 'transaction'> }) {
  const links = createCompanyLinksRepository();
  return {
    authorise: (input: CompanyAuthorisation) =>
      deps.changes.transaction(async (tx, record) => {
        const result = await links.authorise(tx, input);
        if (result) await record({ kind: 'partner-companies', partnerId: input.partnerId, companyIds: [input.companyId] });
        return result;
      }),
  };
}
export type CompanyLinksService = ReturnType<typeof createCompanyLinksService>;
