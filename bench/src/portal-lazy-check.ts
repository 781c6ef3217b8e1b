// Checks the vendor build's lazy chunks in a browser: logs in, System.imports every lazy vendor entry (DataGrid, charts, date
// pickers, mqtt, xlsx, DOMPurify; instantiating runs their chunks in order, which is what bad chunking breaks) and
// renders a DataGrid and a DesktopDatePicker. No screen renders them at first paint, so portal-size.ts cannot see it.
// Exits 1 on a failed import, a render that did not happen or a page error.
//   pnpm --filter @busdesk/bench exec tsx src/portal-lazy-check.ts
import { startPortalServer } from './portal-server';
import { launchChromium } from './launch-chromium';

async function main(): Promise<void> {
  const server = await startPortalServer();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    const lazy: string[] = [];
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console: ${m.text()} ${m.location().url}`);
    });
    page.on('request', (r) => {
      if (/lazy-|x-date|x-data|x-charts/.test(r.url())) lazy.push(new URL(r.url()).pathname);
    });
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Tên đăng nhập').fill('admin');
    await page.getByLabel(/^Mật khẩu/).fill('admin123');
    await page.getByLabel(/^Mật khẩu/).press('Enter');
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30_000 });
    await page.goto(`${server.url}/dashboard`);
    await page.waitForLoadState('networkidle');
    // Every lazy vendor entry: instantiating it runs its chunks in order, which is what a bad chunking breaks.
    const result = await page.evaluate(async () => {
      const sys = (globalThis as unknown as { System: { import(id: string): Promise<Record<string, unknown>> } }).System;
      const map = (await (await fetch('/importmap.json')).json()) as { imports: Record<string, string> };
      const out: string[] = [];
      for (const id of Object.keys(map.imports).filter((k) => /^(@mui\/x-|mqtt|xlsx|dompurify)/.test(k))) {
        try {
          const m = await sys.import(id);
          const bad = Object.entries(m).filter(([, v]) => v === undefined).map(([k]) => k);
          out.push(`${id}: ${Object.keys(m).length} exports${bad.length > 0 ? `, undefined: ${bad.join(',')}` : ''}`);
        } catch (e) {
          out.push(`${id}: FAILED ${String(e)}`);
        }
      }
      return out;
    });
    const rendered = await page.evaluate(async () => {
      type Mod = Record<string, unknown>;
      // bench compiles without the DOM library: the little of it used here, typed by hand.
      interface El {
        append(child: El): void;
        querySelector(selector: string): El | null;
        querySelectorAll(selector: string): { length: number };
      }
      const doc = (globalThis as unknown as { document: { body: El; createElement(tag: string): El } }).document;
      const sys = (globalThis as unknown as { System: { import(id: string): Promise<Mod> } }).System;
      const React = (await sys.import('react')) as unknown as { createElement(...a: unknown[]): unknown };
      const client = (await sys.import('react-dom/client')) as unknown as { createRoot(e: El): { render(n: unknown): void } };
      const grid = await sys.import('@mui/x-data-grid');
      const picker = await sys.import('@mui/x-date-pickers/DesktopDatePicker');
      const provider = await sys.import('@mui/x-date-pickers/LocalizationProvider');
      const adapter = await sys.import('@mui/x-date-pickers/AdapterDayjs');
      const el = doc.createElement('div');
      doc.body.append(el);
      const h = React.createElement;
      client.createRoot(el).render(
        h(provider.LocalizationProvider, { dateAdapter: adapter.AdapterDayjs },
          h(picker.DesktopDatePicker, { label: 'Từ ngày' }),
          h('div', { style: { height: 300 } }, h(grid.DataGrid, { rows: [{ id: 1, a: 'x' }], columns: [{ field: 'a' }] }))),
      );
      await new Promise((r) => setTimeout(r, 2000));
      return { grid: el.querySelector('.MuiDataGrid-root') !== null, cells: el.querySelectorAll('.MuiDataGrid-cell').length, picker: el.querySelector('.MuiPickersTextField-root') !== null };
    });
    process.stdout.write(`rendered: ${JSON.stringify(rendered)}\n`);
    process.stdout.write(`${result.filter((l) => /FAILED|undefined|: 0 exports/.test(l)).join('\n')}\n${result.length} lazy entries imported\n`);
    // The portal has no favicon; that 404 is not a chunk problem.
    const pageErrors = errors.filter((e) => !e.includes('/favicon.ico'));
    process.stdout.write(`lazy files: ${lazy.length}\nerrors:\n${pageErrors.join('\n')}\n`);
    if (pageErrors.length > 0 || !rendered.grid || !rendered.picker || result.some((l) => l.includes('FAILED'))) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.close();
  }
}

void main();
