import { toYmd } from '@busdesk/shared-kit';
import { useEffect, useRef } from 'react';
import type { CompanyUse, TripSearchFilters } from '../trip-search-rules';
import type { TripSearch } from './use-trip-search';

/** What a clerk's last shown trip list was searched with. */
export interface RememberedSearch {
  filters: TripSearchFilters;
  companyUse: CompanyUse;
  /** How many trips the list showed ('Tải thêm' pages included): the list comes back as long as it was. */
  shown: number;
  /** The business day (yyyyMMdd) on which the list was shown: a list of that day's trips follows the calendar. */
  shownOn: string;
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
 * The filters to search again today. A list of the day it was shown on was 'today's trips' to the clerk: the counter
 * left open overnight comes back on the new day, not on yesterday's departures. Any other date was chosen by hand
 * (tomorrow's trips, or a past day looked up for a ticket) and stays.
 */
export function filtersToRestore(remembered: RememberedSearch, today: string = toYmd()): TripSearchFilters {
  const { filters, shownOn } = remembered;
  return filters.date === shownOn && shownOn !== today ? { ...filters, date: today } : filters;
}

/**
 * Keeps the list the clerk leaves: every list shown is remembered, and when /book-ticket opens again by the menu (no
 * trip in the address, no search asked from outside) the remembered search runs again, so the clerk finds the same
 * filters and a fresh list of the same trips rather than an empty page. `userKey` null: nothing is remembered
 * (stories, tests, embedded uses).
 */
export function useRememberedSearch(
  userKey: string | null,
  search: Pick<TripSearch, 'shownFilters' | 'trips' | 'searchFor'>,
  companyUse: CompanyUse,
  restore: boolean,
): void {
  const latest = useRef(search);
  latest.current = search;
  const { shownFilters } = search;
  const shown = search.trips.length;

  useEffect(() => {
    if (userKey === null || shownFilters === null) return;
    // The day the search answered: a page added after midnight does not make yesterday's list a chosen date.
    const before = lastShown.get(userKey);
    const shownOn = before?.filters === shownFilters ? before.shownOn : toYmd();
    lastShown.set(userKey, { filters: shownFilters, companyUse, shown, shownOn });
  }, [userKey, shownFilters, companyUse, shown]);

  // Once, on mount: a trip in the address or a search asked by the softphone decide the list instead.
  const restoreOnMount = useRef(restore);
  useEffect(() => {
    const remembered = rememberedSearch(userKey);
    if (restoreOnMount.current && remembered) latest.current.searchFor(filtersToRestore(remembered), remembered.shown);
  }, [userKey]);
}
