import { useEffect, useRef } from 'react';
import type { TripSearchServices } from '../trip-search-services';
import type { TripSearch } from './use-trip-search';

/**
 * A trip opened from the URL (a reload, the Back button, a link from another screen) is not in a list nobody
 * searched yet: fetch it, put its day and company into the filters and search once, so its card shows selected
 * among its siblings. Nothing happens when the trip is already shown (the user picked it from the list).
 */
export function useInitialTrip(
  services: TripSearchServices,
  initialTripId: string | null | undefined,
  search: Pick<TripSearch, 'trips' | 'searchFor'>,
): void {
  const latest = useRef(search);
  latest.current = search;

  useEffect(() => {
    const shown = () => latest.current.trips.some((trip) => trip.tripId === initialTripId);
    if (!initialTripId || shown()) return;
    let live = true;
    services.viewTrip(initialTripId).then(
      (trip) => {
        if (live && !shown()) latest.current.searchFor({ date: String(trip.startDate), companyIds: [trip.companyId] });
      },
      // The trip detail beside the list already says when the trip cannot be opened; the list stays as it is.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [services, initialTripId]);
}
