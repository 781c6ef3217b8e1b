// JavaScript loaded by the portal: the login page and the signed-in shell at their first paint, each against the
// stack's own floor, each route's first paint, which routes pull in the heavy libraries, and how many copies of React
// the page ends up with. Drives Debian Chromium (playwright-core) against the built portal; prints JSON.
//
//   pnpm --filter @busdesk/bench exec tsx src/portal-size.ts     (BUSDESK_URL=http://… to use a running portal)
//   … portal-size.ts --files   adds every file of the login page, of the shell and of the floor pages (largest first),
//                              and what each route loads beyond the shell, to see which module a kilobyte belongs to.
//
// `firstPaint` is the figure to watch: gzip bytes of the JavaScript each page requested before its first contentful
// paint, ours against the floor (bench/floor: react, react-dom, the MUI components the page shows, axios, single-spa,
// SystemJS and one tiny entry, built by the portal's own build tools in this run), and ours/floor; the goal is at most
// FIRST_PAINT_GOAL. The shell is the default route after sign-in with the screens' micro-frontends held back (their
// requests fail), so what is measured is the navbar, greeting and sidebar alone, like the floor's shell page; the
// screens' own first paint is in `routes`.
// `paintDrift` lists vendor files the login page or the shell fetched before painting outside the vendor build's
// first-paint chunks: a module to add to FIRST_PAINT_MODULES (tools/build), or code to take out of the first paint.
import { gzipSync } from 'node:zlib';
import { DEFAULT_ROUTE, ROUTES } from '@busdesk/api-contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildFloorPage } from './floor-page';
import { startPortalServer } from './portal-server';
import { launchChromium } from './launch-chromium';

/** ours/floor at first paint, for the login page and for the shell (issue 10). */
const FIRST_PAINT_GOAL = 1.15;
const USERNAME = process.env.BENCH_USER ?? 'admin';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'admin123';
/** Libraries that must only be fetched by the screens that show them. */
const HEAVY = ['@mui/x-data-grid', 'xlsx', 'mqtt', '@mui/x-date-pickers'] as const;
const WITH_FILES = process.argv.includes('--files');

interface JsFile {
  readonly path: string;
  readonly raw: number;
  readonly gzip: number;
  readonly body: Buffer;
}

interface FileLine {
  readonly path: string;
  /** The import map specifier when the file is an entry; null for a shared chunk. */
  readonly module: string | null;
  readonly gzip: number;
}

interface Totals {
  readonly files: number;
  readonly raw: number;
  readonly gzip: number;
}

function totals(files: Iterable<JsFile>): Totals {
  let n = 0;
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    n += 1;
    raw += f.raw;
    gzip += f.gzip;
  }
  return { files: n, raw, gzip };
}

/** Counts React renderers as they register with the DevTools hook, before any page script runs. */
function installRendererCounter(): void {
  const w = globalThis as unknown as { __benchRenderers: string[]; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
  w.__benchRenderers = [];
  let id = 0;
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    isDisabled: false,
    inject(renderer: { version?: string }) {
      w.__benchRenderers.push(renderer.version ?? '?');
      id += 1;
      return id;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
}

const PAINT_CHUNK = /^\/vendor\/chunks\/paint-[^/]*\.js$/;
const SYSTEM_DEPENDENCIES = /^System\.register\(\[([^\]]*)\]/;

/**
 * Vendor files a shell page fetched before its first paint that the vendor build did not pack for it: anything but
 * the paint chunks, SystemJS itself, and entry facades that only re-export paint chunks. Each one names a vendor
 * module missing from FIRST_PAINT_MODULES (tools/build/src/shared-modules.ts), or code the shell need not load yet.
 */
function paintDrift(files: Iterable<JsFile>): string[] {
  const drift: string[] = [];
  for (const f of files) {
    if (!f.path.startsWith('/vendor/') || f.path.startsWith('/vendor/systemjs') || PAINT_CHUNK.test(f.path)) continue;
    const head = SYSTEM_DEPENDENCIES.exec(f.body.subarray(0, 2048).toString('utf8'));
    const deps = (head?.[1] ?? '').split(',').filter((d) => d !== '').map((d) => `/vendor/${d.replace(/^"\.\/|"$/g, '')}`);
    const facade = head !== null && deps.length > 0 && deps.every((d) => PAINT_CHUNK.test(d)) && f.raw < 4096;
    if (!facade) drift.push(`${f.path} (${f.gzip} B gzip)`);
  }
  return drift;
}

/** Opens `path` in a fresh context (empty cache) and returns every JavaScript response until the network settles. */
interface LoadedPage {
  readonly js: Map<string, JsFile>;
  readonly page: Page;
  /** Paths requested before the first contentful paint (all of them when the browser reports no paint). */
  readonly beforeFirstPaint: ReadonlySet<string>;
  readonly firstPaintMs: number | null;
}

async function loadJs(context: BrowserContext, url: string, after?: (page: Page) => Promise<void>): Promise<LoadedPage> {
  const page = await context.newPage();
  const js = new Map<string, JsFile>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    const path = new URL(response.url()).pathname;
    if (!type.includes('javascript') && !path.endsWith('.js')) return;
    pending.push(
      response.body().then(
        (body) => void js.set(path, { path, raw: body.length, gzip: gzipSync(body).length, body }),
        () => undefined,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // single-spa mounts after the first idle; lazy roots load then, so wait for a second quiet period.
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
  if (after) await after(page);
  await Promise.all(pending);
  // Which scripts the page asked for before its first contentful paint (same clock: the page's performance timeline).
  const timeline = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    requests: performance.getEntriesByType('resource').map((e) => ({ url: e.name, startTime: e.startTime })),
  }));
  const firstPaint = timeline.firstPaint;
  const beforeFirstPaint = new Set(
    timeline.requests.filter((r) => firstPaint === null || r.startTime < firstPaint).map((r) => new URL(r.url).pathname),
  );
  return { js, page, beforeFirstPaint, firstPaintMs: firstPaint };
}

async function newContext(browser: Browser, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, ...(storageState ? { storageState } : {}) });
  await context.addInitScript(installRendererCounter);
  // The default buffer (250 entries) is close to what a route loads; a full buffer silently drops entries.
  await context.addInitScript(() => performance.setResourceTimingBufferSize(2000));
  return context;
}

/** A path of the portal served by a micro-frontend's build: held back when the shell alone is measured. */
const MICROFRONTEND_FILE = /^\/mf-[^/]+\//;

/** The MUI components a page rendered (their root class names), to show the floor renders what ours does. */
const RENDERED_MUI = `[...new Set([...document.querySelectorAll('[class*="Mui"]')].flatMap((e) => [...e.classList]).filter((c) => /^Mui[A-Za-z]+-root$/.test(c)).map((c) => c.slice(3, -5)))].sort()`;

interface FirstPaintSide extends Totals {
  readonly muiRendered: string[];
}

interface FirstPaintComparison {
  readonly ours: FirstPaintSide;
  readonly floor: FirstPaintSide;
  /** ours.gzip / floor.gzip, two decimals. */
  readonly ratio: number;
  readonly withinGoal: boolean;
}

function compare(ours: FirstPaintSide, floor: FirstPaintSide): FirstPaintComparison {
  const ratio = Math.round((ours.gzip / floor.gzip) * 100) / 100;
  return { ours, floor, ratio, withinGoal: ours.gzip <= floor.gzip * FIRST_PAINT_GOAL };
}

const beforePaint = (loaded: LoadedPage): JsFile[] => [...loaded.js.values()].filter((f) => loaded.beforeFirstPaint.has(f.path));

async function firstPaintSide(loaded: LoadedPage): Promise<FirstPaintSide> {
  return { ...totals(beforePaint(loaded)), muiRendered: (await loaded.page.evaluate(RENDERED_MUI)) as string[] };
}

async function main(): Promise<void> {
  // The floor first: its build is the bench's own, before the portal's server starts seeding its database.
  const floor = await buildFloorPage();
  const server = await startPortalServer();
  const browser = await launchChromium();
  try {
    const importMap = (await (await fetch(`${server.url}/importmap.json`)).json()) as { imports: Record<string, string> };
    const specifierOf = new Map(Object.entries(importMap.imports).map(([spec, url]) => [url, spec]));
    // Our builds import most vendor entries' chunks directly (tools/build vendor-facades.ts): a lazy chunk of the
    // package's own ('lazy-mui-x-data-grid-…', not one shared with other packages) shows it loaded as its entry does.
    const ownLazyChunk = (path: string, lib: string) =>
      /^\/vendor\/chunks\/lazy-([a-z0-9_-]+?)-[0-9a-f]{8}-[\w-]{8}\.js$/.exec(path)?.[1] === lib.replace(/^@/, '').replaceAll('/', '-');
    const heavyIn = (js: Map<string, JsFile>): string[] =>
      HEAVY.filter((lib) =>
        [...js.keys()].some((p) => specifierOf.get(p) === lib || (specifierOf.get(p) ?? '').startsWith(`${lib}/`) || ownLazyChunk(p, lib)),
      );
    /** One line per file, largest first, named by its import map specifier when it is an entry. */
    const listFiles = (files: Iterable<JsFile>): FileLine[] =>
      [...files].sort((a, b) => b.gzip - a.gzip).map((f) => ({ path: f.path, module: specifierOf.get(f.path) ?? null, gzip: f.gzip }));

    // The floor's two pages, measured by the same code as ours.
    const floorSides: Record<'login' | 'shell', FirstPaintSide> = { login: { files: 0, raw: 0, gzip: 0, muiRendered: [] }, shell: { files: 0, raw: 0, gzip: 0, muiRendered: [] } };
    const floorFiles: Record<string, FileLine[]> = {};
    for (const page of ['login', 'shell'] as const) {
      const context = await newContext(browser);
      const loaded = await loadJs(context, `${floor.server.url}/${page}`);
      floorSides[page] = await firstPaintSide(loaded);
      floorFiles[page] = [...beforePaint(loaded)].sort((a, b) => b.gzip - a.gzip).map((f) => ({ path: f.path, module: null, gzip: f.gzip }));
      await context.close();
    }

    // Login page, then a real login through the form so the session cookie is what the portal itself sets.
    const loginContext = await newContext(browser);
    const login = await loadJs(loginContext, `${server.url}/login`);
    const loginSide = await firstPaintSide(login);
    let storage: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
    if (server.kind === 'server') {
      const page = login.page;
      await page.locator('input:not([type=password])').first().fill(USERNAME);
      await page.locator('input[type=password]').fill(PASSWORD);
      await page.locator('input[type=password]').press('Enter');
      await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30_000 });
      storage = await loginContext.storageState();
    }
    await loginContext.close();

    // The shell alone: the default route signed in, its screens' micro-frontends held back. What every screen shares
    // (root-config, shared-kit, the contract's first-paint modules, the navbar's vendor code) and nothing a screen
    // brings; the realtime connection's mqtt.js and the schemas load after the paint and show in afterFirstPaint.
    let shellLoaded: LoadedPage | undefined;
    let shellContext: BrowserContext | undefined;
    if (storage) {
      shellContext = await newContext(browser, storage);
      await shellContext.route((url) => MICROFRONTEND_FILE.test(url.pathname), (route) => route.abort());
      shellLoaded = await loadJs(shellContext, `${server.url}${DEFAULT_ROUTE}`);
    }
    const shellFiles = shellLoaded ? [...shellLoaded.js.values()] : [];
    const shellBeforePaint = shellLoaded ? beforePaint(shellLoaded) : [];
    const shellSide: FirstPaintSide = shellLoaded ? await firstPaintSide(shellLoaded) : { ...totals([]), muiRendered: [] };
    await shellContext?.close();

    const routes: Record<string, Totals & { atFirstPaint: Totals; heavy: string[]; renderers: number; reactCores: number; beyondShell?: FileLine[] }> = {};
    const routeFiles = new Map<string, Map<string, JsFile>>();
    let maxRenderers = 0;
    let maxCores = 0;
    if (storage) {
      for (const route of ROUTES.filter((r) => !r.redirectTo && r.path !== '/login')) {
        const context = await newContext(browser, storage);
        const loaded = await loadJs(context, `${server.url}${route.path}`);
        const { js, page } = loaded;
        const renderers = await page.evaluate(() => (globalThis as unknown as { __benchRenderers: string[] }).__benchRenderers.length);
        // React's core forwards hooks to its dispatcher (`….H.useState(`); one file per copy of React.
        const reactCores = [...js.values()].filter((f) => /\.H\.useState\(/.test(f.body.toString('utf8'))).length;
        routes[route.path] = { ...totals(js.values()), atFirstPaint: totals(beforePaint(loaded)), heavy: heavyIn(js), renderers, reactCores };
        routeFiles.set(route.path, js);
        maxRenderers = Math.max(maxRenderers, renderers);
        maxCores = Math.max(maxCores, reactCores);
        await context.close();
      }
    }

    const group = (p: string): string => p.split('/')[1] ?? '';
    const shellByGroup: Record<string, Totals> = {};
    for (const name of new Set(shellBeforePaint.map((f) => group(f.path)))) {
      shellByGroup[name] = totals(shellBeforePaint.filter((f) => group(f.path) === name));
    }
    const afterFirstPaint = listFiles(shellFiles.filter((f) => !shellBeforePaint.includes(f)));
    if (WITH_FILES) {
      const inShell = new Set(shellFiles.map((f) => f.path));
      for (const [path, js] of routeFiles) {
        const route = routes[path];
        if (route) route.beyondShell = listFiles([...js.values()].filter((f) => !inShell.has(f.path)));
      }
    }
    const heavyByRoute: Record<string, string[]> = {};
    for (const lib of HEAVY) heavyByRoute[lib] = Object.entries(routes).filter(([, r]) => r.heavy.includes(lib)).map(([p]) => p);

    const result = {
      url: server.url,
      server: server.kind,
      note:
        'bytes of JavaScript responses (raw = as served uncompressed, gzip = zlib default level), fresh cache per page; ' +
        'atFirstPaint = requested before the first contentful paint; firstPaint compares ours with the floor page at first paint',
      firstPaint: {
        goal: FIRST_PAINT_GOAL,
        login: compare(loginSide, floorSides.login),
        shell: compare(shellSide, floorSides.shell),
        floorModules: floor.pages,
      },
      loginPage: { ...totals(login.js.values()), atFirstPaint: totals(beforePaint(login)), heavy: heavyIn(login.js), ...(WITH_FILES ? { fileList: listFiles(login.js.values()) } : {}) },
      shell: {
        route: DEFAULT_ROUTE,
        ...totals(shellFiles),
        atFirstPaint: totals(shellBeforePaint),
        byGroup: shellByGroup,
        largest: listFiles(shellBeforePaint).slice(0, 12),
        afterFirstPaint,
        ...(WITH_FILES ? { fileList: listFiles(shellBeforePaint) } : {}),
      },
      ...(WITH_FILES ? { floorFiles } : {}),
      routes,
      heavyLoadedBy: heavyByRoute,
      paintDrift: { login: paintDrift(beforePaint(login)), shell: paintDrift(shellBeforePaint) },
      reactCopies: { reactCoreFiles: maxCores, reactDomRenderers: maxRenderers },
    };
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await browser.close();
    await server.close();
    await floor.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
