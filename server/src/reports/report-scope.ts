import { Role } from '@busdesk/api-contract';
import { notFound } from '../lib/http-error';
import type { SessionContext } from '../repositories/sessions-repository';

/** Whose rows a report may show (docs/adr/0062). */
export interface ReportScope {
  /** The agency first, then its child stations for an ADMIN; only the agency itself for STAFF. */
  partnerIds: string[];
  /** A STAFF user's id: ticket reports show only the tickets they sold (002 §6: the staff filter fixed to self). */
  sellerId: string | null;
}

export function reportScopeOf(session: SessionContext): ReportScope {
  const admin = session.role === Role.ADMIN;
  return {
    partnerIds: admin ? [...session.visiblePartnerIds] : [session.partnerId],
    sellerId: admin ? null : session.userId,
  };
}

/**
 * The partners a filter asks for, within the scope: none asked → the whole scope; any asked partner outside it → 404,
 * as for an id that does not exist (another agency learns nothing, and its rows never appear).
 */
export function partnersOf(scope: ReportScope, asked: readonly string[]): string[] {
  if (asked.length === 0) return scope.partnerIds;
  if (asked.some((id) => !scope.partnerIds.includes(id))) throw notFound();
  return [...new Set(asked)];
}
