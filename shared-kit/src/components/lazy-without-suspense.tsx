import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** A component whose code loads on first render, showing `fallback` meanwhile; `preload` starts the load earlier. */
export type LazyWithoutSuspense<P extends object> = ComponentType<P & { fallback?: ReactNode }> & {
  preload(): Promise<ComponentType<P>>;
  /** Whether the code is here: a mount now renders the component itself, not its fallback. */
  isLoaded(): boolean;
};

/**
 * Like React's `lazy`, without suspending: the component shows its `fallback` prop until its code has loaded, then
 * itself, through its own state update. Why: React holds back the reveal of a suspended boundary's content until
 * 300 ms after the last fallback shown anywhere on the page (its FALLBACK_THROTTLE_MS, a guard against flicker of
 * nested fallbacks). On /book-ticket every load suspends — the screen's chunk, then the company field's — and the
 * shell shows fallbacks of its own, so the search column came at least 300 ms after the last of them even when
 * its code was already there (a warm or hot load: ADR 0113). An update of state is not held back.
 *
 * A mount after the code has loaded renders the component at once, without a fallback frame. A load that fails is
 * thrown at render, to the nearest error boundary as `lazy` does, and the next mount tries again.
 */
export function lazyWithoutSuspense<P extends object>(load: () => Promise<ComponentType<P>>): LazyWithoutSuspense<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function LazyComponent({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    const [state, setState] = useState<{ component?: ComponentType<P>; error?: unknown }>(() => ({ component: loaded }));
    const missing = state.component === undefined && state.error === undefined;
    // Started while rendering, as `lazy` starts its load: the request leaves before the fallback is committed.
    if (missing) void preload().catch(() => undefined);
    useEffect(() => {
      if (!missing) return undefined;
      let mounted = true;
      preload().then(
        (component) => mounted && setState({ component }),
        (error: unknown) => mounted && setState({ error }),
      );
      return () => {
        mounted = false;
      };
    }, [missing]);
    if (state.error !== undefined) throw state.error;
    const Component = state.component;
    return Component ? <Component {...(props as P)} /> : <>{fallback}</>;
  }
  return Object.assign(LazyComponent, { preload, isLoaded: () => loaded !== undefined });
}
