// How the portal's files reach the browser (ADR 0115): the import map served with the portal carries a depcache, so
// SystemJS asks for a module's whole static graph as soon as it asks for the module, instead of one level of imports
// at a time, each discovered only once its parent has arrived. Checked in Chromium with the real SystemJS and the
// built portal; the control serves the same map without its depcache and shows the waves come back.
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { usePortal } from './lib/portal';

const portal = usePortal();

interface ServedMap {
  imports: Record<string, string>;
}

/** The module the test imports: an application the login page does not load, with imports of its own. */
const MODULE = '@busdesk/mf-reports';

/** What a System.register file imports statically: its register call's first argument. */
function registerDependencies(code: string): string[] {
  const head = /^System\.register\((\[[^\]]*\])/.exec(code);
  return head ? (JSON.parse(head[1]!) as string[]) : [];
}

/**
 * The URLs `url` reaches through static imports (itself excluded), read from the files themselves — not from the
 * depcache under test — with the map's `imports` for bare specifiers. Also the files `url` imports directly.
 */
async function staticGraph(page: Page, map: ServedMap, url: string): Promise<{ files: Set<string>; direct: Set<string> }> {
  const files = new Set<string>();
  const direct = new Set<string>();
  const stack = [url];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const code = await (await page.request.get(next)).text();
    for (const dependency of registerDependencies(code)) {
      const target = dependency.startsWith('.') ? new URL(dependency, new URL(next, portal.baseUrl)).pathname : map.imports[dependency];
      if (target === undefined) throw new Error(`${next} imports ${dependency}, which the import map does not name`);
      if (next === url) direct.add(target);
      if (files.has(target) || target === url) continue;
      files.add(target);
      stack.push(target);
    }
  }
  return { files, direct };
}

/**
 * Imports MODULE in the page while its own file is held back until `release()` (or at once, with `holdUntilReleased`
 * false); `events` records, in order, each file of the module's static graph asked for and the moment the module's
 * file was let through; `imported` settles when the import has finished.
 */
async function importHeld(page: Page, graph: { url: string; files: ReadonlySet<string> }, holdUntilReleased: boolean) {
  const events: string[] = [];
  const requested = new Set<string>();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  if (!holdUntilReleased) release();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (!graph.files.has(path)) return;
    requested.add(path);
    events.push(`requested ${path}`);
  });
  await page.route(
    (u) => u.pathname === graph.url,
    async (route: Route) => {
      await released;
      events.push('module let through');
      await route.continue();
    },
  );
  const imported = page.evaluate((specifier) => (window as unknown as { System: { import(s: string): Promise<unknown> } }).System.import(specifier).then(() => undefined), MODULE);
  return { events, requested, release, imported };
}

async function servedMap(page: Page): Promise<ServedMap> {
  return (await (await page.request.get('/importmap.json')).json()) as ServedMap;
}

async function loginPageIdle(page: Page): Promise<void> {
  await page.goto('/login');
  await expect.poll(() => page.getByRole('button', { name: 'Đăng nhập', exact: true }).isVisible()).toBe(true);
  await page.waitForLoadState('networkidle');
}

/** Files of the graph the idle login page has not asked for yet: only the import can bring them. */
async function notYetLoaded(page: Page, files: Set<string>): Promise<Set<string>> {
  const loaded = new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)));
  return new Set([...files].filter((f) => !loaded.has(f)));
}

describe('loading the portal', () => {
  it("asks for a module's static imports, and theirs, while the module's own file is still on its way", async () => {
    const page = await portal.newPage();
    await loginPageIdle(page);
    const map = await servedMap(page);
    const url = map.imports[MODULE]!;
    const graph = await staticGraph(page, map, url);
    const files = await notYetLoaded(page, graph.files);
    // Deeper than one level: the graph holds files that only another file of the graph imports.
    const direct = graph.direct;
    expect([...files].filter((f) => !direct.has(f)).length).toBeGreaterThan(0);

    const run = await importHeld(page, { url, files }, true);
    try {
      // Every file under the module is asked for while the module's own file is held back.
      await expect.poll(() => [...files].filter((f) => !run.requested.has(f))).toEqual([]);
    } finally {
      run.release();
      await run.imported;
    }
    expect(run.events.at(-1)).toBe('module let through');
  });

  it('control: served without the depcache, nothing under the module is asked for before the module arrives', async () => {
    const page = await portal.newPage();
    await page.route('**/importmap.json', async (route) => {
      const response = await route.fetch();
      const { depcache: _left, ...plain } = (await response.json()) as ServedMap & { depcache?: unknown };
      await route.fulfill({ response, json: plain });
    });
    await loginPageIdle(page);
    const map = await servedMap(page);
    const url = map.imports[MODULE]!;
    const files = await notYetLoaded(page, (await staticGraph(page, map, url)).files);
    expect(files.size).toBeGreaterThan(0);

    // Let through at once: every file of the graph is asked for after it, one level at a time.
    const run = await importHeld(page, { url, files }, false);
    await run.imported;
    expect(run.events[0]).toBe('module let through');
    expect(run.events.filter((e) => e.startsWith('requested'))).toHaveLength(files.size);
  });
});
