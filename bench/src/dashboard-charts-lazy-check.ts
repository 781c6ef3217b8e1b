// Checks that the charts library is loaded by /dashboard only (issue 13, docs/adr/0073): signs in, opens every other
// route of the portal's route table in a fresh page, and records any request for the @mui/x-charts vendor module or
// the dashboard's charts chunk; then opens /dashboard and requires both, and its three charts drawn. Prints text;
// exits 1 when another route fetched the charts, when /dashboard did not, or when the charts did not render.
//   pnpm --filter @busdesk/bench exec tsx src/dashboard-charts-lazy-check.ts   (after node scripts/build.mjs)
import { ROUTES } from '@busdesk/api-contract';
import { launchChromium } from './launch-chromium';
import { startPortalServer } from './portal-server';

/** The files of the charts: the vendor entry of '@mui/x-charts' and mf-admin's lazily imported charts component. */
const CHARTS_FILE = /\/(mui-x-charts-[\w-]+|dashboard-charts-[\w-]+)\.js$/;

async function main(): Promise<void> {
  const server = await startPortalServer();
  const browser = await launchChromium();
  let failed = false;
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const login = await context.newPage();
    await login.goto(`${server.url}/login`);
    await login.getByLabel('Tên đăng nhập').fill('admin');
    await login.getByLabel(/^Mật khẩu/).fill('admin123');
    await login.getByLabel(/^Mật khẩu/).press('Enter');
    await login.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30_000 });
    await login.close();

    const visit = async (path: string) => {
      const page = await context.newPage();
      const charts: string[] = [];
      page.on('request', (r) => {
        const file = new URL(r.url()).pathname;
        if (CHARTS_FILE.test(file)) charts.push(file);
      });
      await page.goto(`${server.url}${path}`);
      await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
      return { page, charts };
    };

    const others = ROUTES.filter((r) => r.layout && !r.public && r.path !== '/dashboard' && !r.redirectTo).map((r) => r.path);
    for (const path of others) {
      const { page, charts } = await visit(path);
      process.stdout.write(`${path}: ${charts.length === 0 ? 'no charts' : `LOADED ${charts.join(', ')}`}\n`);
      if (charts.length > 0) failed = true;
      await page.close();
    }
    const { page, charts } = await visit('/dashboard');
    await page.getByRole('figure').first().waitFor({ timeout: 30_000 });
    const drawn = await page.locator('figure svg').count();
    const vendor = charts.some((f) => f.includes('mui-x-charts-'));
    const chunk = charts.some((f) => f.includes('dashboard-charts-'));
    process.stdout.write(`/dashboard: ${charts.join(', ')}; charts drawn: ${drawn}\n`);
    if (!vendor || !chunk || drawn < 3) failed = true;
    process.stdout.write(`${others.length} other routes checked; ${failed ? 'FAILED' : 'ok'}\n`);
  } finally {
    await browser.close();
    await server.close();
  }
  if (failed) process.exitCode = 1;
}

void main();
