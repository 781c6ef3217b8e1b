import { useEffect, useRef } from 'react';
import type { TripSearchFilters } from '../trip-search-rules';
import type { TripSearch } from './use-trip-search';

/** Runs a search asked from outside the filters (TripSearchPanel's `searchRequest`) once per `seq`. */
export function useRequestedSearch(request: { filters: Partial<TripSearchFilters>; seq: number } | null | undefined, search: Pick<TripSearch, 'searchFor'>): void {
  const latest = useRef(search);
  latest.current = search;
  const done = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!request || request.seq === done.current) return;
    done.current = request.seq;
    latest.current.searchFor(request.filters);
  }, [request]);
}
