// The sales screen in headless Debian Chromium against the built portal and server (issue 4 'Benchmarks'):
//  - JavaScript of /book-ticket requested before its first contentful paint (gzip, as portal-size.ts counts it:
//    zlib default level over each JS response body, fresh cache), and what it loaded until the search was usable;
//  - the time from navigation to the trip list shown after 'Lấy danh sách chuyến' with a company chosen, split into
//    navigation → search usable, and click → list shown. Median of RUNS runs (default 5), each in a fresh context.
// Prints JSON.
//
//   pnpm --filter @busdesk/bench exec tsx src/book-ticket-page.ts     (BUSDESK_URL=http://… to use a running portal)
// portal-size.ts runs its benchmark when imported, so its few lines of byte counting are repeated here.
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { startPortalServer } from './portal-server';
import { launchChromium } from './launch-chromium';

const RUNS = Number(process.env.RUNS ?? 5);
const USERNAME = process.env.BENCH_USER ?? 'staff';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'staff123';
// The screen's labels (mf-sales search/labels.ts, shared-kit LABELS).
const GET_TRIPS = 'Lấy danh sách chuyến';
const COMPANY = 'Nhà xe';
const TRIP_LIST = 'Danh sách chuyến';
const NO_TRIPS = 'Không có chuyến nào';

interface JsTotals {
  files: number;
  raw: number;
  gzip: number;
}

interface Run {
  /** Navigation start → the search button and the company field are usable. */
  searchReadyMs: number;
  /** Click on 'Lấy danh sách chuyến' → the trip list is on screen. */
  searchToListMs: number;
  /** Navigation start → the trip list is on screen (includes choosing the company). */
  navigationToListMs: number;
  firstContentfulPaintMs: number | null;
  jsAtFirstPaint: JsTotals;
  /** gzip bytes at first paint by top folder of the portal (vendor, shared-kit, mf-sales …). */
  firstPaintByFolder: Record<string, number>;
  jsUntilSearchReady: JsTotals;
  trips: number;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
};

function totals(files: Iterable<{ raw: number; gzip: number }>): JsTotals {
  let count = 0;
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    count += 1;
    raw += f.raw;
    gzip += f.gzip;
  }
  return { files: count, raw, gzip };
}

async function apiJson<T>(url: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { message: string; results: T };
  if (!res.ok) throw new Error(`${url} → ${res.status}: ${json.message}`);
  return json.results;
}

const pageNow = (page: Page): Promise<number> => page.evaluate(() => performance.now());

async function measure(browser: Browser, baseUrl: string, token: string, companyName: string): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
  await context.addInitScript(() => performance.setResourceTimingBufferSize(2000));
  await context.addCookies([{ name: 'token', value: token, url: baseUrl }]);
  const page = await context.newPage();
  const js = new Map<string, { raw: number; gzip: number }>();
  const bodies: Promise<void>[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!(response.headers()['content-type'] ?? '').includes('javascript') && !path.endsWith('.js')) return;
    bodies.push(
      response.body().then(
        (body) => void js.set(path, { raw: body.length, gzip: gzipSync(body).length }),
        () => undefined,
      ),
    );
  });
  try {
    await page.goto(`${baseUrl}/book-ticket`, { waitUntil: 'commit' });
    const getTrips = page.getByRole('button', { name: GET_TRIPS, exact: true });
    const companies = page.getByRole('combobox', { name: COMPANY });
    await getTrips.waitFor({ state: 'visible', timeout: 60_000 });
    await companies.waitFor({ state: 'visible' });
    const searchReadyMs = await pageNow(page);
    const readyPaths = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));

    await companies.fill(companyName);
    await page.getByRole('option', { name: companyName, exact: true }).click();
    const clickedAt = await pageNow(page);
    await getTrips.click();
    await page.getByRole('list', { name: TRIP_LIST }).or(page.getByText(NO_TRIPS)).first().waitFor({ state: 'visible', timeout: 60_000 });
    const listShownAt = await pageNow(page);
    const trips = await page.getByRole('list', { name: TRIP_LIST }).getByRole('listitem').count();

    await Promise.all(bodies);
    const timeline = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      requests: performance.getEntriesByType('resource').map((e) => ({ path: new URL(e.name).pathname, start: e.startTime })),
    }));
    const beforePaint = new Set(timeline.requests.filter((r) => timeline.fcp === null || r.start < timeline.fcp).map((r) => r.path));
    const untilReady = new Set(readyPaths);
    const firstPaintByFolder: Record<string, number> = {};
    for (const [path, f] of js) {
      if (!beforePaint.has(path)) continue;
      const folder = path.split('/')[1] ?? '';
      firstPaintByFolder[folder] = (firstPaintByFolder[folder] ?? 0) + f.gzip;
    }
    return {
      searchReadyMs: Math.round(searchReadyMs),
      searchToListMs: Math.round(listShownAt - clickedAt),
      navigationToListMs: Math.round(listShownAt),
      firstContentfulPaintMs: timeline.fcp === null ? null : Math.round(timeline.fcp),
      jsAtFirstPaint: totals([...js].filter(([p]) => beforePaint.has(p)).map(([, f]) => f)),
      firstPaintByFolder,
      jsUntilSearchReady: totals([...js].filter(([p]) => untilReady.has(p)).map(([, f]) => f)),
      trips,
    };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const server = await startPortalServer();
  if (server.kind !== 'server') throw new Error('the server is not built: run node scripts/build.mjs');
  const browser = await launchChromium();
  try {
    const { token } = await apiJson<{ token: string }>(`${server.url}/api/v2/partner/login`, { username: USERNAME, password: PASSWORD });
    const { companies } = await apiJson<{ companies: { id: string; name: string }[] }>(`${server.url}/api/partner/search/company`, {}, token);
    const company = companies.find((c) => c.name === process.env.BENCH_COMPANY) ?? companies[0];
    if (!company) throw new Error(`${USERNAME} sells no company's routes`);
    // One unmeasured load: the server's first reads of the bundles from disk are not the page's cost.
    await measure(browser, server.url, token, company.name);
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, server.url, token, company.name));
    const pick = (key: 'searchReadyMs' | 'searchToListMs' | 'navigationToListMs') => median(runs.map((r) => r[key]));
    // What counts as "before the first paint" races with the loading; the run with the median byte count stands for all.
    const byBytes = [...runs].sort((a, b) => a.jsAtFirstPaint.gzip - b.jsAtFirstPaint.gzip);
    const typical = byBytes[Math.floor(byBytes.length / 2)]!;
    const result = {
      url: server.url,
      user: USERNAME,
      company: company.name,
      runs: RUNS,
      note:
        'fresh browser context (empty cache) per run; JS bytes = JavaScript response bodies, gzip = zlib default level; ' +
        'atFirstPaint = requested before the first contentful paint; times from the page navigation start (performance.now)',
      firstPaintJs: {
        ...typical.jsAtFirstPaint,
        gzipByFolder: typical.firstPaintByFolder,
        gzipRange: [byBytes[0]!.jsAtFirstPaint.gzip, byBytes[byBytes.length - 1]!.jsAtFirstPaint.gzip],
      },
      jsUntilSearchReady: runs[0]!.jsUntilSearchReady,
      medianMs: {
        navigationToSearchReady: pick('searchReadyMs'),
        searchClickToTripList: pick('searchToListMs'),
        navigationToTripList: pick('navigationToListMs'),
        firstContentfulPaint: median(runs.map((r) => r.firstContentfulPaintMs ?? 0)),
      },
      tripsShown: runs[0]!.trips,
      samples: runs.map(({ searchReadyMs, searchToListMs, navigationToListMs, firstContentfulPaintMs, jsAtFirstPaint }) => ({
        searchReadyMs,
        searchToListMs,
        navigationToListMs,
        firstContentfulPaintMs,
        firstPaintJsGzip: jsAtFirstPaint.gzip,
      })),
    };
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
