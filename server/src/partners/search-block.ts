import { blockedKeywordOf, MSG } from '@busdesk/api-contract';
import type { PartnersRepository } from '../repositories/partners-repository';

/**
 * The agency's blocked search keywords (000 §2.7), the one server rule both searches apply — the quick ticket search
 * and the booking form's customer search (ADR 0053): a keyword containing a blocked entry finds nothing, and the
 * answer says why. Answers the message to show, or null when the search may run.
 */
export async function blockedSearchMessage(partners: Pick<PartnersRepository, 'salePartner'>, partnerId: string, keyword: string): Promise<string | null> {
  const partner = await partners.salePartner(partnerId);
  const entry = partner ? blockedKeywordOf(keyword, partner.config.blockSearchKeywords) : null;
  return entry === null ? null : MSG.config.keywordBlocked(keyword.trim());
}
