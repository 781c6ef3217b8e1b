import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, onFirstPaint, whenIdleAfter, type PaintEnvironment } from './after-first-paint';

/** A page's paint timeline played by the test: `paint()` reports the first contentful paint. */
function fakePage(options: { paintTiming?: boolean; alreadyPainted?: boolean } = {}) {
  const { paintTiming = true, alreadyPainted = false } = options;
  const observers: { callback: PerformanceObserverCallback; disconnected: boolean; self: PerformanceObserver }[] = [];
  const idle: (() => void)[] = [];
  const entries = (name: string) => ({ getEntriesByName: (n: string) => (n === name ? [{ name }] : []) }) as unknown as PerformanceObserverEntryList;
  class FakeObserver {
    static readonly supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    private readonly record: { callback: PerformanceObserverCallback; disconnected: boolean; self: PerformanceObserver };
    constructor(callback: PerformanceObserverCallback) {
      this.record = { callback, disconnected: false, self: this as unknown as PerformanceObserver };
      observers.push(this.record);
    }
    observe(): void {
      // Like a real observer with buffered: true, a paint that already happened is reported straight away.
      if (alreadyPainted) this.record.callback(entries('first-contentful-paint'), this.record.self);
    }
    disconnect(): void {
      this.record.disconnected = true;
    }
  }
  const env: PaintEnvironment = {
    PerformanceObserver: FakeObserver as unknown as typeof PerformanceObserver,
    requestIdleCallback: (callback) => idle.push(callback),
    hasDocument: true,
  };
  return {
    env,
    observers,
    paint: (name = 'first-contentful-paint') => {
      for (const o of observers.filter((x) => !x.disconnected)) o.callback(entries(name), o.self);
    },
    runIdle: () => idle.splice(0).forEach((callback) => callback()),
  };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  // Two macrotask turns: enough for a resolved promise's callbacks to run.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, then for an idle moment', async () => {
    const page = fakePage();
    const wait = afterFirstPaint(5000, page.env);
    page.paint('first-paint');
    page.runIdle();
    expect(await settled(wait)).toBe(false);
    page.paint();
    expect(await settled(wait)).toBe(false);
    page.runIdle();
    expect(await settled(wait)).toBe(true);
    expect(page.observers.every((o) => o.disconnected)).toBe(true);
  });

  it('goes on at the next idle moment when the page has already painted', async () => {
    const page = fakePage({ alreadyPainted: true });
    const wait = afterFirstPaint(5000, page.env);
    page.runIdle();
    expect(await settled(wait)).toBe(true);
  });

  it('gives up waiting after the cap, so a page that never paints (a background tab) still connects', async () => {
    const page = fakePage();
    const started = Date.now();
    await afterFirstPaint(80, page.env);
    expect(Date.now() - started).toBeGreaterThanOrEqual(70);
    expect(page.observers.every((o) => o.disconnected)).toBe(true);
  });

  it('waits only for an idle moment where the browser has no paint timing', async () => {
    const page = fakePage({ paintTiming: false });
    const wait = afterFirstPaint(5000, page.env);
    expect(page.observers).toHaveLength(0);
    page.runIdle();
    expect(await settled(wait)).toBe(true);
  });

  it('does not wait outside a page', async () => {
    expect(await settled(afterFirstPaint(5000, { hasDocument: false }))).toBe(true);
  });
});

describe('onFirstPaint', () => {
  it('goes on at the first contentful paint without waiting for an idle moment', async () => {
    const page = fakePage();
    const wait = onFirstPaint(5000, page.env);
    page.paint('first-paint');
    expect(await settled(wait)).toBe(false);
    page.paint();
    expect(await settled(wait)).toBe(true);
    expect(page.observers.every((o) => o.disconnected)).toBe(true);
  });

  it('goes on at once when the page has already painted', async () => {
    const page = fakePage({ alreadyPainted: true });
    expect(await settled(onFirstPaint(5000, page.env))).toBe(true);
  });
});

describe('whenIdleAfter', () => {
  afterEach(() => vi.useRealTimers());
  const idlePage = () => {
    const idle: { callback: () => void; timeout: number | undefined; cancelled: boolean }[] = [];
    const env: PaintEnvironment = {
      requestIdleCallback: (callback, options) => idle.push({ callback, timeout: options?.timeout, cancelled: false }) - 1,
      cancelIdleCallback: (handle) => void (idle[handle]!.cancelled = true),
      hasDocument: true,
    };
    return { env, idle };
  };

  it('asks for an idle period only once the delay has passed, capped at what is left of the longest wait', () => {
    vi.useFakeTimers();
    const { env, idle } = idlePage();
    const callback = vi.fn();
    whenIdleAfter(300, 2000, callback, env);
    vi.advanceTimersByTime(299);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idle.map((i) => i.timeout)).toEqual([1700]);
    expect(callback).not.toHaveBeenCalled();
    idle[0]!.callback();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs right after the delay where the browser has no idle callbacks, and never once cancelled', () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    whenIdleAfter(300, 2000, callback, { hasDocument: true });
    vi.advanceTimersByTime(300);
    expect(callback).toHaveBeenCalledTimes(1);

    const { env, idle } = idlePage();
    const early = vi.fn();
    whenIdleAfter(300, 2000, early, env)();
    vi.advanceTimersByTime(2000);
    expect(idle).toHaveLength(0);
    expect(early).not.toHaveBeenCalled();
    // Cancelled while waiting for the idle period: the request is withdrawn.
    whenIdleAfter(300, 2000, early, env);
    vi.advanceTimersByTime(300);
    const cancel = whenIdleAfter(0, 2000, early, env);
    vi.advanceTimersByTime(0);
    cancel();
    expect(idle.map((i) => i.cancelled)).toEqual([false, true]);
  });
});
