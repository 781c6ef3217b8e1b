import type { PartnersRepository } from '../repositories/partners-repository';

/** A partner's parent changes only when a station is reorganised: a minute's cache spares a read per change. */
export const PARENT_TTL_MS = 60_000;

/** Who is a partner's parent station (null: none), as the change consumers that tell a parent need it. */
export type ParentLookup = (partnerId: string) => Promise<string | null>;

/**
 * The one rule the change consumers share for "the parent of a child agency" (the bell, 002 §7; the dashboard's nudge,
 * docs/adr/0120): `partners.parent_id`, one level up, as the sessions' `visiblePartnerIds` and the reports' scope
 * go one level down. Cached per partner for `ttlMs`.
 */
export function createParentLookup(partners: Pick<PartnersRepository, 'parentOf'>, now: () => number = Date.now, ttlMs = PARENT_TTL_MS): ParentLookup {
  const parents = new Map<string, { parentId: string | null; at: number }>();
  return async (partnerId) => {
    const cached = parents.get(partnerId);
    if (cached && now() - cached.at < ttlMs) return cached.parentId;
    const parentId = await partners.parentOf(partnerId);
    if (parents.size > 10_000) parents.clear();
    parents.set(partnerId, { parentId, at: now() });
    return parentId;
  };
}
