import { useMemo, useSyncExternalStore } from 'react';
import { ROUTING_EVENT } from './navigate';

// pushState fires no event, so every in-portal navigation goes through navigate() (which ends in popstate or
// single-spa's routing event); those two events are the whole change signal.
function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(ROUTING_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(ROUTING_EVENT, onChange);
  };
}

const getPathname = (): string => window.location.pathname;
const getSearch = (): string => window.location.search;

/** The current pathname; re-renders on every route change. */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, getPathname, () => '/');
}

/**
 * The current query parameters; re-renders when the query changes. The store snapshot is the search string
 * (a stable primitive, as useSyncExternalStore requires); the URLSearchParams is rebuilt only when it changes.
 */
export function useSearchParams(): URLSearchParams {
  const search = useSyncExternalStore(subscribe, getSearch, () => '');
  return useMemo(() => new URLSearchParams(search), [search]);
}
