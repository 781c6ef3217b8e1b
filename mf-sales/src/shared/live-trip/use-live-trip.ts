import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { LiveTrip, type LiveTripClients, type LiveTripSnapshot } from './live-trip';
import type { LiveTripViewer } from './live-trip-state';

export interface UseLiveTrip {
  snapshot: LiveTripSnapshot;
  engine: LiveTrip;
}

/**
 * One trip, live, while the component is mounted: one engine per trip, viewer and clients. `clients` (and a
 * viewer given as a function) must keep their identity across renders; a viewer given as an object counts by its
 * ids, so a caller may build it inline.
 */
export function useLiveTrip(tripId: string, viewer: LiveTripViewer | (() => Promise<LiveTripViewer>), clients: LiveTripClients): UseLiveTrip {
  // An inline viewer object is new at every render; keyed by its ids, the engine (and its load) is not.
  const viewerKey = typeof viewer === 'function' ? viewer : `${viewer.userId}\n${viewer.partnerId}`;
  const stableViewer = useMemo(() => viewer, [viewerKey]);
  const engine = useMemo(() => new LiveTrip(tripId, stableViewer, clients), [tripId, stableViewer, clients]);
  useEffect(() => {
    engine.start();
    return () => engine.stop();
  }, [engine]);
  const snapshot = useSyncExternalStore(engine.subscribe, engine.getSnapshot, engine.getSnapshot);
  return { snapshot, engine };
}
