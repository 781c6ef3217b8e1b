import type { Database } from '../db/database';
import { createCompanyLinksRepository, type CompanyAuthorisation } from '../repositories/company-links-repository';

/**
 * A company's authorisation of an agency to sell its routes (000 §3 'Partner company link'). Companies grant it from
 * their own system, outside this portal; this is the write their integration (and the demo data) goes through.
 * Whether the new routes sell at once is the agency's 'automatic approval of routes' setting (ADR 0055); the
 * authorised-companies screen's approval and usage status still apply on top of it.
 */
export function createCompanyLinksService(deps: { database: Database }) {
  const links = createCompanyLinksRepository(deps.database);
  return {
    authorise: (input: CompanyAuthorisation) => links.authorise(input),
  };
}
export type CompanyLinksService = ReturnType<typeof createCompanyLinksService>;
