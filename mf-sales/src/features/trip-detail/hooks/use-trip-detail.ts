import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { defaultTripDetailServices, TripDetailStore, type TripDetailServices, type TripDetailSnapshot } from '../trip-detail-store';

export interface UseTripDetail {
  snapshot: TripDetailSnapshot;
  store: TripDetailStore;
}

/** The opened trip, live: one store per trip id, started while the component is mounted. */
export function useTripDetail(tripId: string, ownPartnerId: string, services: TripDetailServices = defaultTripDetailServices): UseTripDetail {
  const store = useMemo(() => new TripDetailStore(tripId, ownPartnerId, services), [tripId, ownPartnerId, services]);
  useEffect(() => {
    store.start();
    return () => store.stop();
  }, [store]);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { snapshot, store };
}
