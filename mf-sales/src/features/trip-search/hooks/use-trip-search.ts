import { TRIP_PAGE_SIZE, TRIP_SEARCH_MAX_COUNT, type TCompanyOption, type TPointOption, type TProvinceOption, type TRouteOption, type TTripCard } from '@busdesk/api-contract';
import { MSG, notify, toYmd } from '@busdesk/shared-kit';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BookedCountLedger, patchTripCard } from '../live-trip-cards';
import type { TripSearchServices } from '../trip-search-services';
import {
  buildSearchTripsRequest,
  emptyFilters,
  hasSearchCriteria,
  routesOfCompanies,
  type TripListOptions,
  type TripSearchFilters,
} from '../trip-search-rules';
import { portalTripListRealtime, useLiveTripCards } from './use-live-trip-cards';

export interface SearchLookups {
  companies: TCompanyOption[];
  routes: TRouteOption[];
  provinces: TProvinceOption[];
  points: TPointOption[];
}

interface TripResult {
  trips: TTripCard[];
  nextPageToken: string | null;
  page: number;
  /** What the shown list was searched with; 'Tải thêm' and a switch change repeat it. */
  query: { filters: TripSearchFilters; options: TripListOptions } | null;
}

/** A list read again whole in one answer: at least a page, at most what one search may ask for. */
function rereadCount(shown: number): number {
  return Math.min(TRIP_SEARCH_MAX_COUNT, Math.max(TRIP_PAGE_SIZE, shown));
}

const NO_LOOKUPS: SearchLookups = { companies: [], routes: [], provinces: [], points: [] };
const NO_RESULT: TripResult = { trips: [], nextPageToken: null, page: 0, query: null };

export interface TripSearch {
  filters: TripSearchFilters;
  lookups: SearchLookups;
  trips: TTripCard[];
  nextPageToken: string | null;
  searched: boolean;
  /** What the shown list was searched with (null before the first answer). */
  shownFilters: TripSearchFilters | null;
  busy: 'search' | 'more' | null;
  update(patch: Partial<TripSearchFilters>): void;
  setCompanies(companyIds: string[]): void;
  today(): void;
  swapProvinces(): void;
  swapPoints(): void;
  search(): void;
  /**
   * Replaces the filters with `patch` over empty ones (today unless it names a date) and searches with them; `count`
   * asks for more than a page at once (a list that had pages added, shown again).
   */
  searchFor(patch: Partial<TripSearchFilters>, count?: number): void;
  loadMore(): void;
  /**
   * What the filter fields need, the same object until the filters or lookups change: the fields (and the date
   * picker's time-zone work) do not render again when a search answers or a trip is opened.
   */
  controls: TripFilterControls;
}

export type TripFilterControls = Pick<TripSearch, 'filters' | 'lookups' | 'update' | 'setCompanies' | 'today' | 'swapProvinces' | 'swapPoints'>;

/**
 * Filter state, the lookups behind the filters, and the trip list with its keyset paging. A newer search wins
 * over an older answer still on the way (a slow first page must not replace the list the user asked for next).
 * The listed cards stay live (useLiveTripCards): booked counts, locks, drivers and vehicle.
 */
export function useTripSearch(services: TripSearchServices, options: TripListOptions): TripSearch {
  const [filters, setFilters] = useState<TripSearchFilters>(() => emptyFilters(toYmd()));
  const [lookups, setLookups] = useState<SearchLookups>(NO_LOOKUPS);
  const [result, setResult] = useState<TripResult>(NO_RESULT);
  const [busy, setBusy] = useState<'search' | 'more' | null>(null);
  const sequence = useRef(0);
  const resultRef = useRef(result);
  resultRef.current = result;
  // The newest search asked for, answered or still on the way: what a re-read after a (re)connection repeats.
  const askedRef = useRef<TripResult['query']>(null);
  // searchFor runs from async callers (a trip fetched for the URL): it must use the switches as they are then.
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const ledger = useRef(new BookedCountLedger()).current;

  // Bumped when the agency's companies change (approval, usage): the lookups are read again.
  const [lookupsVersion, setLookupsVersion] = useState(0);
  useEffect(() => {
    let live = true;
    void Promise.allSettled([
      services.searchCompanies(),
      services.searchRoutes(),
      services.searchProvinces(),
      services.searchPoints(),
    ]).then(([companies, routes, provinces, points]) => {
      if (!live) return;
      const value = <T,>(settled: PromiseSettledResult<T[]>): T[] => (settled.status === 'fulfilled' ? settled.value : []);
      setLookups({ companies: value(companies), routes: value(routes), provinces: value(provinces), points: value(points) });
      if ([companies, routes, provinces, points].some((settled) => settled.status === 'rejected')) {
        notify(MSG.sales.searchFailed, 'error');
      }
    });
    return () => {
      live = false;
    };
  }, [services, lookupsVersion]);

  const runSearch = useCallback(
    async (searchFilters: TripSearchFilters, searchOptions: TripListOptions, count?: number) => {
      if (!hasSearchCriteria(searchFilters)) {
        notify(MSG.sales.searchCriteriaRequired, 'warning');
        return;
      }
      const id = ++sequence.current;
      askedRef.current = { filters: searchFilters, options: searchOptions };
      setBusy('search');
      try {
        const answer = await services.searchTrips(buildSearchTripsRequest(searchFilters, searchOptions, 0, null, count));
        if (id !== sequence.current) return;
        setResult({
          trips: ledger.answer(answer.trips, answer.countedAt),
          nextPageToken: answer.nextPageToken,
          page: 0,
          query: { filters: searchFilters, options: searchOptions },
        });
      } catch {
        if (id === sequence.current) notify(MSG.sales.searchFailed, 'error');
      } finally {
        if (id === sequence.current) setBusy(null);
      }
    },
    [services, ledger],
  );

  const loadMore = useCallback(async () => {
    const { query, nextPageToken, page } = resultRef.current;
    if (!query || !nextPageToken) return;
    const id = ++sequence.current;
    setBusy('more');
    try {
      const answer = await services.searchTrips(
        buildSearchTripsRequest(query.filters, query.options, page + 1, nextPageToken),
      );
      if (id !== sequence.current) return;
      setResult((previous) => {
        // A trip moved between pages by a concurrent change must not show twice.
        const known = new Set(previous.trips.map((trip) => trip.tripId));
        return {
          ...previous,
          trips: [...previous.trips, ...ledger.answer(answer.trips.filter((trip) => !known.has(trip.tripId)), answer.countedAt)],
          nextPageToken: answer.nextPageToken,
          page: page + 1,
        };
      });
    } catch {
      if (id === sequence.current) notify(MSG.sales.searchFailed, 'error');
    } finally {
      if (id === sequence.current) setBusy(null);
    }
  }, [services, ledger]);

  // A switch or the company-use filter changes what the server returns: refresh the list already shown.
  const { companyUse, hideTripOvertime, showTripHasDriversAndVehicle } = options;
  useEffect(() => {
    const { query } = resultRef.current;
    if (!query) return;
    const shown = query.options;
    if (
      shown.companyUse === companyUse &&
      shown.hideTripOvertime === hideTripOvertime &&
      shown.showTripHasDriversAndVehicle === showTripHasDriversAndVehicle
    ) {
      return;
    }
    void runSearch(query.filters, { companyUse, hideTripOvertime, showTripHasDriversAndVehicle });
  }, [companyUse, hideTripOvertime, showTripHasDriversAndVehicle, runSearch]);

  // The newest search, not the list's: a re-read must not replace a search still on the way with the one before it.
  const rereadShown = () => {
    const query = askedRef.current;
    const { trips } = resultRef.current;
    if (query) void runSearch(query.filters, query.options, rereadCount(trips.length));
  };

  // The listed cards follow the trips live: counts (any agency's sale), the agency's lock and settlement, and the
  // drivers/vehicle, here or on another screen, instead of at the next search.
  const listedIds = result.trips.map((trip) => trip.tripId);
  useEffect(() => ledger.keepOnly(new Set(listedIds)));
  useLiveTripCards(listedIds, services.realtime ?? portalTripListRealtime, {
    onCount: (event) => {
      if (!ledger.hear(event)) return;
      setResult((previous) => {
        const trips = patchTripCard(previous.trips, event.tripId, { totalBookedSeat: event.totalBookedSeat });
        return trips === previous.trips ? previous : { ...previous, trips };
      });
    },
    onTripChanged: (event) =>
      setResult((previous) => {
        const trips = patchTripCard(previous.trips, event.tripId, event.trip);
        return trips === previous.trips ? previous : { ...previous, trips };
      }),
    // Events may have been missed while offline: the list shown is read again, as long as it is (100 at most).
    onReconnected: rereadShown,
    // A company approved or no longer approved (000 §2.5): its trips join or leave the list, its name the picker.
    onCompaniesChanged: () => {
      setLookupsVersion((v) => v + 1);
      rereadShown();
    },
  });

  const update = useCallback((patch: Partial<TripSearchFilters>) => setFilters((f) => ({ ...f, ...patch })), []);

  const setCompanies = useCallback(
    (companyIds: string[]) =>
      setFilters((f) => {
        // A route of a company no longer chosen cannot stay chosen (the route needs its company).
        const routeStays =
          f.routeId !== null && routesOfCompanies(lookups.routes, companyIds).some((route) => route.id === f.routeId);
        return { ...f, companyIds, routeId: routeStays ? f.routeId : null };
      }),
    [lookups.routes],
  );

  const today = useCallback(() => update({ date: toYmd() }), [update]);
  const swapProvinces = useCallback(() => setFilters((f) => ({ ...f, provinceUp: f.provinceDown, provinceDown: f.provinceUp })), []);
  const swapPoints = useCallback(() => setFilters((f) => ({ ...f, startPoint: f.endPoint, endPoint: f.startPoint })), []);
  const controls = useMemo(
    () => ({ filters, lookups, update, setCompanies, today, swapProvinces, swapPoints }),
    [filters, lookups, update, setCompanies, today, swapProvinces, swapPoints],
  );

  return {
    ...controls,
    controls,
    trips: result.trips,
    nextPageToken: result.nextPageToken,
    searched: result.query !== null,
    shownFilters: result.query?.filters ?? null,
    busy,
    search: () => void runSearch(filters, options),
    searchFor: (patch, count) => {
      const next = { ...emptyFilters(toYmd()), ...patch };
      setFilters(next);
      void runSearch(next, optionsRef.current, count === undefined ? undefined : rereadCount(count));
    },
    loadMore: () => void loadMore(),
  };
}
