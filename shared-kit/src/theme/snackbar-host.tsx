import { useEffect, useState, type ComponentType } from 'react';
import { afterFirstPaint } from '../realtime/after-first-paint';
import { registerSnackbarHost, type SnackbarHostRegistration } from './notify';
import type { SnackbarOutletProps } from './snackbar-outlet';

type OutletModule = { readonly SnackbarOutlet: ComponentType<SnackbarOutletProps> };

/** Longest wait for the first paint before notistack is fetched anyway (see prefetchSnackbarOutlet). */
const PREFETCH_MAX_WAIT_MS = 3000;

let outletModule: Promise<OutletModule> | undefined;
/** notistack and the outlet, fetched once; a failed fetch (offline) is forgotten so the next message tries again. */
function loadSnackbarOutlet(): Promise<OutletModule> {
  outletModule ??= import('./snackbar-outlet').catch((error: unknown) => {
    outletModule = undefined;
    throw error;
  });
  return outletModule;
}

let prefetched = false;
/**
 * Fetches notistack once the page has painted, before any message needs it: the first message is often
 * 'Kết nối thất bại', when fetching code may fail too. It still stays out of the first paint (~9 kB gzip).
 */
function prefetchSnackbarOutlet(): void {
  if (prefetched) return;
  prefetched = true;
  void afterFirstPaint(PREFETCH_MAX_WAIT_MS)
    .then(loadSnackbarOutlet)
    .catch(() => undefined);
}

/**
 * The snackbar place of one BusdeskProviders. It registers with notify() when it mounts and renders nothing
 * until a message comes for it; then it loads notistack and mounts the outlet, which shows the waiting messages.
 */
export function SnackbarHost({ container }: { readonly container?: HTMLElement }) {
  const [registration, setRegistration] = useState<SnackbarHostRegistration | null>(null);
  const [asked, setAsked] = useState(0);
  const [outlet, setOutlet] = useState<OutletModule | null>(null);
  useEffect(() => {
    const own = registerSnackbarHost(() => setAsked((n) => n + 1));
    setRegistration(own);
    prefetchSnackbarOutlet();
    return () => own.unregister();
  }, []);
  useEffect(() => {
    if (asked === 0 || outlet !== null) return undefined;
    let live = true;
    loadSnackbarOutlet().then(
      (loaded) => {
        if (live) setOutlet(loaded);
      },
      // Messages keep waiting in the registry; the next one asks again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [asked, outlet]);
  if (outlet === null || registration === null) return null;
  return <outlet.SnackbarOutlet registration={registration} container={container} />;
}
