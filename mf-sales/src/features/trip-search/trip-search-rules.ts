import {
  TRIP_FLEX_LAYOUT_THRESHOLD,
  TRIP_PAGE_SIZE,
  isTripDeparted,
  MSG,
  type TPointOption,
  type TRouteOption,
  type TSearchTripsRequest,
  type TTripCard,
} from '@busdesk/api-contract';
import { isTripLockedFor } from '../../shared/is-trip-locked-for';

/** The filter row of 001 §2.1 / §3 'Trip search filter'; ids are null when nothing is chosen. */
export interface TripSearchFilters {
  /** yyyyMMdd business date in Asia/Ho_Chi_Minh. */
  date: string;
  companyIds: string[];
  routeId: string | null;
  provinceUp: string | null;
  provinceDown: string | null;
  startPoint: string | null;
  endPoint: string | null;
}

export type CompanyUse = NonNullable<TSearchTripsRequest['companyUse']>;

/** The partner-config switches that change what the server returns. */
export interface TripListOptions {
  companyUse: CompanyUse;
  hideTripOvertime: boolean;
  showTripHasDriversAndVehicle: boolean;
}

export const emptyFilters = (date: string): TripSearchFilters => ({
  date,
  companyIds: [],
  routeId: null,
  provinceUp: null,
  provinceDown: null,
  startPoint: null,
  endPoint: null,
});

export interface FilterDisabled {
  companies: boolean;
  route: boolean;
  provinces: boolean;
  points: boolean;
}

/**
 * 001 §2.1: provinces are disabled when a company or a point is chosen; points and companies when a province
 * is chosen; the route needs at least one company. Searching by province and by company/point are exclusive.
 */
export function filterDisabled(filters: TripSearchFilters): FilterDisabled {
  const provinceChosen = filters.provinceUp !== null || filters.provinceDown !== null;
  const pointChosen = filters.startPoint !== null || filters.endPoint !== null;
  return {
    companies: provinceChosen,
    route: filters.companyIds.length === 0,
    provinces: filters.companyIds.length > 0 || pointChosen,
    points: provinceChosen,
  };
}

/** 001 §5: at least one of start point, end point, province up or down, company, or route. */
export function hasSearchCriteria(filters: TripSearchFilters): boolean {
  return (
    filters.startPoint !== null ||
    filters.endPoint !== null ||
    filters.provinceUp !== null ||
    filters.provinceDown !== null ||
    filters.companyIds.length > 0 ||
    filters.routeId !== null
  );
}

/** The search-trips body for one page; `type` is 1 when searching by province, else 0 (001 §3). */
export function buildSearchTripsRequest(
  filters: TripSearchFilters,
  options: TripListOptions,
  page = 0,
  nextPageToken: string | null = null,
  count: number = TRIP_PAGE_SIZE,
): TSearchTripsRequest {
  const byProvince = filters.provinceUp !== null || filters.provinceDown !== null;
  return {
    date: Number(filters.date),
    companyIds: byProvince ? [] : filters.companyIds,
    routeIds: !byProvince && filters.routeId !== null ? [filters.routeId] : [],
    startPoint: byProvince ? null : filters.startPoint,
    endPoint: byProvince ? null : filters.endPoint,
    provinceUp: filters.provinceUp,
    provinceDown: filters.provinceDown,
    type: byProvince ? 1 : 0,
    page,
    count,
    nextPageToken,
    companyUse: options.companyUse,
    hideTripOvertime: options.hideTripOvertime,
    showTripHasDriversAndVehicle: options.showTripHasDriversAndVehicle,
  };
}

/** Routes offered once companies are chosen: only theirs. */
/** The routes of the chosen companies, the agency's popular ones first (000 §2.6), each group in the order given. */
export const routesOfCompanies = (routes: readonly TRouteOption[], companyIds: readonly string[]): TRouteOption[] => {
  const chosen = routes.filter((route) => companyIds.includes(route.companyId));
  return [...chosen.filter((route) => route.popular), ...chosen.filter((route) => !route.popular)];
};

/**
 * Points offered for pick-up/drop-off: the stops of the chosen route, else of the chosen companies' routes, else
 * every stop of the authorised routes (the server already limits the list to those).
 */
export function pointsForFilters(
  points: readonly TPointOption[],
  routes: readonly TRouteOption[],
  filters: Pick<TripSearchFilters, 'companyIds' | 'routeId'>,
): TPointOption[] {
  const routeIds =
    filters.routeId !== null
      ? [filters.routeId]
      : filters.companyIds.length > 0
        ? routesOfCompanies(routes, filters.companyIds).map((route) => route.id)
        : null;
  if (routeIds === null) return [...points];
  return points.filter((point) => point.routeIds.some((id) => routeIds.includes(id)));
}

export type TripListLayout = 'list' | 'line' | 'wrap';

/**
 * 001 §2.1: with 'all trips on one line' on, the trips sit on one line, and above TRIP_FLEX_LAYOUT_THRESHOLD
 * trips the list switches to a wrapping flex layout (one line would scroll too far). Off: a plain list.
 */
export function tripListLayout(displayTripNewStyle: boolean, count: number): TripListLayout {
  if (!displayTripNewStyle) return 'list';
  return count > TRIP_FLEX_LAYOUT_THRESHOLD ? 'wrap' : 'line';
}

/** A trip is ready when it has both a vehicle and at least one driver; otherwise the card says '-Chưa gán tài-'. */
export const hasVehicleAndDriver = (trip: Pick<TTripCard, 'numberPlate' | 'driverIds'>): boolean =>
  Boolean(trip.numberPlate) && trip.driverIds.length > 0;

/** The warnings selecting a trip raises (001 §5): past departure, then locked. */
export function tripSelectionWarnings(trip: TTripCard, partnerId: string, now: number = Date.now()): string[] {
  const warnings: string[] = [];
  if (isTripDeparted(trip, now)) warnings.push(MSG.sales.tripDeparted);
  if (isTripLockedFor(trip, partnerId)) warnings.push(MSG.sales.tripLocked);
  return warnings;
}
