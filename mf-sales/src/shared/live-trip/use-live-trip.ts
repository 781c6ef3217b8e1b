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
  const engine = useMemo(
    () => takePrepared(tripId, viewerKey, clients) ?? new LiveTrip(tripId, stableViewer, clients),
    [tripId, viewerKey, stableViewer, clients],
  );
  useEffect(() => {
    // A prepared engine is already subscribed and loading.
    if (!engine.running) engine.start();
    return () => engine.stop();
  }, [engine]);
  const snapshot = useSyncExternalStore(engine.subscribe, engine.getSnapshot, engine.getSnapshot);
  return { snapshot, engine };
}

/** How long a prepared engine waits for its screen before it stops and is dropped. */
const PREPARED_TTL_MS = 5_000;
const prepared = new Map<string, { engine: LiveTrip; viewerKey: string; clients: LiveTripClients; drop: ReturnType<typeof setTimeout> }>();

/**
 * Starts a trip's engine before its screen renders (the click on a trip card, issue 11: trip card → seat map): it
 * subscribes, then loads, as start() always does, while the page is still rendering; the first useLiveTrip for the
 * same trip, viewer and clients takes it over. Not taken within a few seconds, it stops.
 */
export function prepareLiveTrip(tripId: string, viewer: LiveTripViewer, clients: LiveTripClients): void {
  const viewerKey = `${viewer.userId}\n${viewer.partnerId}`;
  const existing = prepared.get(tripId);
  if (existing && existing.viewerKey === viewerKey && existing.clients === clients) return;
  if (existing) dropPrepared(tripId);
  const engine = new LiveTrip(tripId, viewer, clients);
  engine.start();
  prepared.set(tripId, { engine, viewerKey, clients, drop: setTimeout(() => dropPrepared(tripId), PREPARED_TTL_MS) });
}

function dropPrepared(tripId: string): void {
  const entry = prepared.get(tripId);
  if (!entry) return;
  prepared.delete(tripId);
  clearTimeout(entry.drop);
  entry.engine.stop();
}

function takePrepared(tripId: string, viewerKey: string | (() => Promise<LiveTripViewer>), clients: LiveTripClients): LiveTrip | undefined {
  const entry = prepared.get(tripId);
  if (!entry || entry.viewerKey !== viewerKey || entry.clients !== clients) return undefined;
  prepared.delete(tripId);
  clearTimeout(entry.drop);
  return entry.engine;
}
