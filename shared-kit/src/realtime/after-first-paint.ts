/** The longest the realtime client waits for the page to paint before it loads mqtt.js anyway. */
export const FIRST_PAINT_MAX_WAIT_MS = 1000;

/** The parts of the browser the wait reads, passed in so tests can play a page's paint timeline. */
export interface PaintEnvironment {
  readonly PerformanceObserver?: typeof PerformanceObserver;
  readonly requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  readonly cancelIdleCallback?: (handle: number) => void;
  readonly hasDocument: boolean;
}

function browserEnvironment(): PaintEnvironment {
  const g = globalThis as typeof globalThis & Partial<Pick<PaintEnvironment, 'requestIdleCallback' | 'cancelIdleCallback'>>;
  return {
    PerformanceObserver: typeof g.PerformanceObserver === 'function' ? g.PerformanceObserver : undefined,
    requestIdleCallback: typeof g.requestIdleCallback === 'function' ? g.requestIdleCallback.bind(g) : undefined,
    cancelIdleCallback: typeof g.cancelIdleCallback === 'function' ? g.cancelIdleCallback.bind(g) : undefined,
    hasDocument: typeof document !== 'undefined',
  };
}

/**
 * Resolves in the first idle period after the page's first contentful paint (at once when it has already
 * happened), and in any case within `maxWaitMs`. mqtt.js is ~100 kB gzip that nothing on screen needs to
 * paint: loaded after the paint it stops competing with the shell's own code, while the cap keeps the
 * realtime connection within about a second of login — a background tab, which never paints, included.
 * Outside a page (no document: Node tests, workers) there is no paint to wait for.
 */
export function afterFirstPaint(maxWaitMs: number = FIRST_PAINT_MAX_WAIT_MS, env: PaintEnvironment = browserEnvironment()): Promise<void> {
  return waitForPaint(maxWaitMs, env, true);
}

/**
 * Resolves as soon as the page has had its first contentful paint (at once when it has already happened), within
 * `maxWaitMs` in any case; unlike afterFirstPaint it does not wait for the main thread to be idle. For what a request
 * already under way needs to check its answer (the schemas of a lazy endpoint): out of the first paint, yet without
 * waiting behind the screen's rendering.
 */
export function onFirstPaint(maxWaitMs: number = FIRST_PAINT_MAX_WAIT_MS, env: PaintEnvironment = browserEnvironment()): Promise<void> {
  return waitForPaint(maxWaitMs, env, false);
}

/**
 * Calls `callback` in the first idle period at least `afterMs` from now, within `maxWaitMs` from now in any case (right
 * after `afterMs` where the browser has no idle callbacks, as in jsdom). For what a screen shows only once it has
 * settled, such as a date field's picker. Answers the cancel.
 */
export function whenIdleAfter(afterMs: number, maxWaitMs: number, callback: () => void, env: PaintEnvironment = browserEnvironment()): () => void {
  let idle: number | undefined;
  const settle = setTimeout(() => {
    if (env.requestIdleCallback) idle = env.requestIdleCallback(callback, { timeout: Math.max(0, maxWaitMs - afterMs) });
    else callback();
  }, afterMs);
  return () => {
    clearTimeout(settle);
    if (idle !== undefined) env.cancelIdleCallback?.(idle);
  };
}

function waitForPaint(maxWaitMs: number, env: PaintEnvironment, idle: boolean): Promise<void> {
  if (!env.hasDocument) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const started = Date.now();
    const Observer = env.PerformanceObserver;
    const paintTiming = Observer !== undefined && (Observer.supportedEntryTypes ?? []).includes('paint');
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(deadline);
      observer?.disconnect();
      resolve();
    };
    const whenIdle = () => {
      const left = Math.max(0, maxWaitMs - (Date.now() - started));
      if (env.requestIdleCallback) env.requestIdleCallback(finish, { timeout: left });
      else setTimeout(finish, 0);
    };
    const deadline = setTimeout(finish, maxWaitMs);
    // Without paint timing (older browsers) the first idle period is the nearest sign that the page has drawn.
    const observer = paintTiming
      ? new Observer((list, self) => {
          if (list.getEntriesByName('first-contentful-paint').length === 0) return;
          self.disconnect();
          if (idle) whenIdle();
          else finish();
        })
      : undefined;
    if (observer) observer.observe({ type: 'paint', buffered: true });
    else whenIdle();
  });
}
