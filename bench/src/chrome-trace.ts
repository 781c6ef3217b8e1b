// A Chrome trace of part of a page's life (DevTools' own categories), to see where a moment's time goes: how long the
// renderer's main thread was busy or idle, and when the page's requests left and came back (book-ticket-page.ts,
// BENCH_TRACE). `stop` writes the trace where DevTools' Performance panel opens it and answers the summary.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string; url?: string; requestId?: string; documentLoaderURL?: string } };
}

export interface MainThreadSummary {
  /** The window summarised: from its start (a navigation or a click) to `windowMs` later. */
  windowMs: number;
  /** The renderer main thread's tasks (nested ones counted once). */
  busyMs: number;
  idleMs: number;
  /**
   * Of the busy time, the part spent writing scripts' code caches (`v8.produceCache`, nested ones counted once). Chrome
   * writes a script's cache on its second run, so a warm load pays it and a hot one does not (bench/README.md, 'The
   * counter's moments', nineteenth session).
   */
  codeCacheMs: number;
  /** Requests sent in the window (API calls and the import map), times from the window's start. */
  requests: Array<{ path: string; sentMs: number; answeredMs: number | null; doneMs: number | null }>;
}

// BENCH_TRACE_CPU=1: V8's CPU samples too (which functions the busy time went to), at a cost to the page's speed.
// 'v8' for `v8.produceCache` (the code caches written).
const CATEGORIES = [...(process.env.BENCH_TRACE_CPU ? ['disabled-by-default-v8.cpu_profiler'] : []), 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink.user_timing', 'loading', 'toplevel'];
const ms = (us: number) => Math.round(us / 100) / 10;

export async function startTrace(page: Page): Promise<{ stop(file: string, windowMs: number, start: { navigation: string } | 'click'): Promise<MainThreadSummary> }> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  // The protocol types events as plain objects; these are trace events.
  cdp.on('Tracing.dataCollected', (e) => void events.push(...(e.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: CATEGORIES } });
  return {
    async stop(file, windowMs, start) {
      const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.end');
      await complete;
      await cdp.detach();
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify({ traceEvents: events }));
      return summarise(events, windowMs, start);
    },
  };
}

/**
 * The page's renderer main thread from the window's start — its navigation to a URL ending in `start.navigation`, or
 * the first click — for windowMs. The trace holds every renderer of the browser (and about:blank navigations): the
 * start event picks the thread. Events come in chunks, not in time order.
 */
export function summarise(events: readonly TraceEvent[], windowMs: number, start: { navigation: string } | 'click'): MainThreadSummary {
  const first = events
    .filter((e) =>
      start === 'click'
        ? e.name === 'EventDispatch' && e.args?.data?.type === 'click'
        : e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.endsWith(start.navigation),
    )
    .sort((a, b) => a.ts - b.ts)[0];
  if (!first) throw new Error(`no ${start === 'click' ? 'click' : `navigation to ${start.navigation}`} in the trace`);
  const onMain = events.filter((e) => e.pid === first.pid && e.tid === first.tid);
  const from = first.ts;
  const to = from + windowMs * 1000;
  // Complete events of one name in the window, merged where they nest or overlap: their time in µs.
  const covered = (name: string): number => {
    const spans = onMain
      .filter((e) => e.ph === 'X' && e.name === name && e.dur !== undefined && e.ts < to && e.ts + e.dur > from)
      .map((e) => [Math.max(e.ts, from), Math.min(e.ts + e.dur!, to)] as const)
      .sort((a, b) => a[0] - b[0]);
    let total = 0;
    let end = from;
    for (const [s, f] of spans) {
      if (f <= end) continue;
      total += f - Math.max(s, end);
      end = f;
    }
    return total;
  };
  // Top-level tasks.
  const busy = covered('RunTask');
  const at = (name: string) => new Map(events.filter((e) => e.name === name && e.args?.data?.requestId).map((e) => [e.args!.data!.requestId!, e.ts]));
  const answered = at('ResourceReceiveResponse');
  const done = at('ResourceFinish');
  const requests = events
    .filter((e) => e.name === 'ResourceSendRequest' && e.ts >= from && e.ts <= to && e.args?.data?.url)
    .map((e) => ({ id: e.args!.data!.requestId!, url: new URL(e.args!.data!.url!), ts: e.ts }))
    .filter((r) => r.url.pathname.startsWith('/api/') || r.url.pathname === '/importmap.json')
    .sort((a, b) => a.ts - b.ts)
    .map((r) => {
      const answer = answered.get(r.id);
      const finish = done.get(r.id);
      return { path: r.url.pathname, sentMs: ms(r.ts - from), answeredMs: answer === undefined ? null : ms(answer - from), doneMs: finish === undefined ? null : ms(finish - from) };
    });
  return { windowMs: ms(windowMs * 1000), busyMs: ms(busy), idleMs: ms(windowMs * 1000 - busy), codeCacheMs: ms(covered('v8.produceCache')), requests };
}
