import { bus } from '@busdesk/shared-kit';
import * as React from 'react';

/** One entry per mount: which bus and which React the micro-frontend saw. */
export interface MountRecord {
  app: string;
  busId: string;
  reactVersion: string;
  /** Same number in two records ⇔ the same React object (identity, not just the same version string). */
  reactInstance: number;
}

declare global {
  var __BUSDESK_MOUNTS__: MountRecord[] | undefined;
  var __BUSDESK_REACT_INSTANCES__: { ids: WeakMap<object, number>; next: number } | undefined;
}

/**
 * Why: the portal promises one React and one shared-kit per page whichever MFs are mounted (DESIGN §3); a
 * bundling slip would silently give an MF its own copies. The e2e suite mounts two MFs and compares these
 * records: equal busId ⇔ one shared-kit bus, equal reactInstance ⇔ one React module object.
 */
export function recordMount(app: string): void {
  const registry = (globalThis.__BUSDESK_REACT_INSTANCES__ ??= { ids: new WeakMap(), next: 1 });
  let reactInstance = registry.ids.get(React.createElement);
  if (reactInstance === undefined) {
    reactInstance = registry.next++;
    registry.ids.set(React.createElement, reactInstance);
  }
  (globalThis.__BUSDESK_MOUNTS__ ??= []).push({ app, busId: bus.instanceId, reactVersion: React.version, reactInstance });
}
