// What the full contract ('@busdesk/api-contract': zod and every schema) costs the page's main thread to compile and
// run, apart from its download (issue 11: the sales screen's cold load is main-thread bound, and every screen imports
// the contract statically, so it runs before any of them paints). In a fresh browser context per run: an empty page of
// the portal's origin with the built import map and SystemJS, the module's dependencies imported first, its file
// fetched once into the HTTP cache, then `System.import` of the module timed (no V8 code cache: a cold load's case).
// The floor, timed the same way in the same context: '@busdesk/api-contract/core' (7 kB, no zod), i.e. what any one
// System.import from cache costs here. Median and max of RUNS (default 9). Prints JSON.
//   cd bench && node --import tsx src/contract-evaluation.ts      (after node scripts/build.mjs)
import { launchChromium } from './launch-chromium';
import { startPortalServer } from './portal-server';

const RUNS = Number(process.env.RUNS ?? 9);
const PAGE = '/__bench/contract-evaluation.html';
/** Imported before the timed module: what it imports statically (its own dependencies are not its cost). */
const DEPENDENCIES = ['@busdesk/api-contract/core', '@busdesk/api-contract/messages/common', '@busdesk/api-contract/messages/auth'];

const html = `<!doctype html><html><head><meta charset="utf-8">
<script type="systemjs-importmap" src="/importmap.json"></script>
<script src="/vendor/systemjs@6.15.1/s.min.js"></script></head><body></body></html>`;

/**
 * Run in the page (a string: tsx would wrap a function's inner functions in a helper the page does not have). Each
 * module is fetched first (HTTP cache), then imported: compile and run only.
 */
const MEASURE = `(async () => {
  const sys = globalThis.System;
  await sys.prepareImport();
  const timed = async (id) => {
    await (await fetch(sys.resolve(id))).text();
    const t0 = performance.now();
    await sys.import(id);
    return performance.now() - t0;
  };
  const deps = ${JSON.stringify(DEPENDENCIES)};
  const floorMs = await timed(deps[0]);
  for (const d of deps.slice(1)) await sys.import(d);
  return { floorMs, contractMs: await timed('@busdesk/api-contract') };
})()`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const round = (x: number) => Math.round(x * 10) / 10;

const server = await startPortalServer();
const browser = await launchChromium();
try {
  const contract: number[] = [];
  const floor: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext();
    await context.route(`**${PAGE}`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
    const page = await context.newPage();
    await page.goto(`${server.url}${PAGE}`);
    await page.waitForFunction(() => 'System' in globalThis);
    const ms = (await page.evaluate(MEASURE)) as { floorMs: number; contractMs: number };
    contract.push(ms.contractMs);
    floor.push(ms.floorMs);
    await context.close();
  }
  process.stdout.write(
    `${JSON.stringify({
      bench: 'contract-evaluation',
      runs: RUNS,
      note: 'System.import from the HTTP cache in a fresh context (no code cache): compile + run of the module; floor = the 7 kB zod-free core the same way',
      contractMs: { median: round(median(contract)), max: round(Math.max(...contract)) },
      floorMs: { median: round(median(floor)), max: round(Math.max(...floor)) },
      contractOverFloor: round(median(contract) / median(floor)),
      perRun: { contract: contract.map(round), floor: floor.map(round) },
    })}\n`,
  );
} finally {
  await browser.close();
  await server.close();
}
