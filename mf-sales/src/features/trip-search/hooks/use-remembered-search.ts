import { useEffect, useRef } from 'react';
import type { CompanyUse, TripSearchFilters } from '../trip-search-rules';
import type { TripSearch } from './use-trip-search';

/** What a clerk's last shown trip list was searched with. */
export interface RememberedSearch {
  filters: TripSearchFilters;
  companyUse: CompanyUse;
}

// Per signed-in user, for the life of the page: the module outlives the screen when the clerk goes to another menu
// and comes back, and a reload (which reopens a trip from its URL anyway) starts afresh. Keyed by the user, so another
// user signing in on the same tab never sees it.
const lastShown = new Map<string, RememberedSearch>();

/** The search this user's list last showed, if any (the company-use filter's initial value reads it too). */
export function rememberedSearch(userKey: string | null): RememberedSearch | undefined {
  return userKey === null ? undefined : lastShown.get(userKey);
}

/**
 * Keeps the list the clerk leaves: every list shown is remembered, and when /book-ticket opens again by the menu (no
 * trip in the address, no search asked from outside) the remembered search runs again, so the clerk finds the same
 * filters and a fresh list of the same trips rather than an empty page. `userKey` null: nothing is remembered
 * (stories, tests, embedded uses).
 */
export function useRememberedSearch(
  userKey: string | null,
  search: Pick<TripSearch, 'shownFilters' | 'searchFor'>,
  companyUse: CompanyUse,
  restore: boolean,
): void {
  const latest = useRef(search);
  latest.current = search;
  const { shownFilters } = search;

  useEffect(() => {
    if (userKey !== null && shownFilters !== null) lastShown.set(userKey, { filters: shownFilters, companyUse });
  }, [userKey, shownFilters, companyUse]);

  // Once, on mount: a trip in the address or a search asked by the softphone decide the list instead.
  const restoreOnMount = useRef(restore);
  useEffect(() => {
    const remembered = rememberedSearch(userKey);
    if (restoreOnMount.current && remembered) latest.current.searchFor(remembered.filters);
  }, [userKey]);
}
