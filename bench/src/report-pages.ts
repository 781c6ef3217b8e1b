import {
  bankQrReportEndpoint,
  dashboardEndpoint,
  smsReportEndpoint,
  ticketReportEndpoint,
  ticketStatsEndpoint,
  transactionReportEndpoint,
  znsReportEndpoint,
} from '@busdesk/api-contract';
import { buildApp } from '@busdesk/server';
import { percentile, prepareBulkDatabase, quietEnv, round } from './server-harness';

/**
 * Issue 13's report figures at scale: on a database holding BENCH_TICKETS bulk tickets (default 1,000,000, with the
 * SMS, ZNS, bank QR and staff ledger records the bulk seed leaves), each report's first page for today (the
 * statistics and the dashboard: their one answer), timed at the server
 * (app.inject: routing, validation, scope, queries, serialisation — no network), BENCH_RUNS times (default 30) after
 * 3 warm-up calls; then the report walked page by page to page BENCH_DEEP_PAGE (default 1,000) over a year, and that
 * page timed the same way: the keyset page must cost what the first one does (ratio ≤ 1.5).
 *
 * PGlite in a temporary directory (BENCH_DATA_DIR reuses and keeps one: seeding a million takes about a minute);
 * PostgreSQL when DATABASE_URL is set (an empty database is migrated and seeded first).
 * Prints one JSON line per report and a summary line.
 */
const tickets = Number(process.env.BENCH_TICKETS ?? 1_000_000);
const runs = Number(process.env.BENCH_RUNS ?? 30);
const deepPage = Number(process.env.BENCH_DEEP_PAGE ?? 1_000);
const databaseUrl = process.env.DATABASE_URL || undefined;

const { dataDir, cleanup } = await prepareBulkDatabase(tickets, databaseUrl);

const app = await buildApp({ env: { ...quietEnv(dataDir), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) } });
await app.ready();
const login = await app.inject({ method: 'POST', url: '/api/v2/partner/login', payload: { username: 'admin', password: 'admin123' } });
const token = (login.json() as { results: { token: string } }).results.token;

const call = async (path: string, body: object) => {
  const started = performance.now();
  const res = await app.inject({ method: 'POST', url: path, headers: { authorization: `Bearer ${token}` }, payload: body });
  const ms = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return { ms, results: (res.json() as { results: Record<string, unknown> & { nextPageToken: string | null } }).results };
};

const yyyymmdd = (ms: number) => Number(new Date(ms + 7 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, ''));
const now = Date.now();
const DAY = 86_400_000;
const todayStart = Date.parse(`${new Date(now + 7 * 3_600_000).toISOString().slice(0, 10)}T00:00:00+07:00`);
const today = { business: { startDate: yyyymmdd(now), endDate: yyyymmdd(now) }, ms: { from: todayStart, to: todayStart + DAY - 1 } };
const year = { business: { startDate: yyyymmdd(now - 365 * DAY), endDate: yyyymmdd(now) }, ms: { from: todayStart - 365 * DAY, to: todayStart + DAY - 1 } };
type Range = typeof today;

interface BenchReport {
  name: string;
  path: string;
  body: (r: Range) => object;
  /** The answer's list of rows; absent for the reports of one answer (statistics, dashboard): timed for today only. */
  rows?: string;
}

/** Each report as its screen asks for it (default filter: today). */
const REPORTS: BenchReport[] = [
  { name: 'sales-by-employee', path: ticketReportEndpoint.path, rows: 'data', body: (r) => ({ ...r.business, count: 40, dateType: 0, sellerType: 0 }) },
  { name: 'cancel', path: ticketReportEndpoint.path, rows: 'data', body: (r) => ({ ...r.business, count: 20, ticketStatus: 0, dateType: 0, isRefunded: false }) },
  { name: 'sms-info', path: smsReportEndpoint.path, rows: 'smsInfo', body: (r) => ({ fromDate: r.ms.from, toDate: r.ms.to, count: 20 }) },
  { name: 'zns-info', path: znsReportEndpoint.path, rows: 'znsMessage', body: (r) => ({ fromDate: r.ms.from, toDate: r.ms.to, count: 20 }) },
  // The screen asks 1,000 a page (002 §7); the deep-page figure pages by 20 so that page 1,000 exists.
  { name: 'transaction-mb', path: bankQrReportEndpoint.path, rows: 'transactions', body: (r) => ({ startDate: r.ms.from, endDate: r.ms.to, count: 20 }) },
  { name: 'transaction', path: transactionReportEndpoint.path, rows: 'transaction', body: (r) => ({ startTime: r.ms.from, endTime: r.ms.to, count: 10 }) },
  { name: 'ticket-stats', path: ticketStatsEndpoint.path, body: (r) => ({ startDate: r.ms.from, endDate: r.ms.to }) },
  { name: 'dashboard', path: dashboardEndpoint.path, body: (r) => r.business },
];

async function timed(report: BenchReport, body: object) {
  for (let i = 0; i < 3; i++) await call(report.path, body);
  const ms: number[] = [];
  let rows = 0;
  for (let i = 0; i < runs; i++) {
    const r = await call(report.path, body);
    ms.push(r.ms);
    rows = report.rows ? (r.results[report.rows] as unknown[]).length : 1;
  }
  return { p50Ms: round(percentile(ms, 50), 2), p95Ms: round(percentile(ms, 95), 2), rows };
}

/** The last `days` days up to today, as both kinds of range. */
const lastDays = (days: number): Range => ({
  business: { startDate: yyyymmdd(now - (days - 1) * DAY), endDate: yyyymmdd(now) },
  ms: { from: todayStart - (days - 1) * DAY, to: todayStart + DAY - 1 },
});
const totalCount = (results: Record<string, unknown>) => (results.totals as { count: number } | null)?.count ?? 0;

const results: Array<{ report: string; paged: boolean; firstPageToday: { p95Ms: number }; deepOverPage1: number; deepOverPage2: number }> = [];
for (const report of REPORTS) {
  const first = await timed(report, report.body(today));
  if (!report.rows) {
    const line = { bench: 'report-pages', database: databaseUrl ? 'postgresql' : 'pglite', tickets, report: report.name, firstPageToday: first };
    process.stdout.write(`${JSON.stringify(line)}\n`);
    results.push({ report: report.name, paged: false, firstPageToday: first, deepOverPage1: 0, deepOverPage2: 0 });
    continue;
  }
  // The deep page is read over the last days that hold just enough rows for it (a year's worth would make the walk
  // to it, page by page, take minutes): page 1 (which also sums the whole filter), page 2 and the deep page are
  // timed over the same range.
  const pageSize = (report.body(today) as { count: number }).count;
  const perYear = totalCount((await call(report.path, report.body(year))).results);
  const days = Math.min(365, Math.ceil((365 * deepPage * pageSize * 1.1) / Math.max(1, perYear)));
  const wide = report.body(lastDays(days));
  const firstWide = { timing: await timed(report, wide), results: (await call(report.path, wide)).results };
  const second = await call(report.path, wide);
  const page2 = await timed(report, { ...wide, nextPageToken: second.results.nextPageToken });
  let nextPageToken: string | null = second.results.nextPageToken;
  let page = 2;
  const walkStarted = performance.now();
  while (page < deepPage && nextPageToken) {
    const r = await call(report.path, { ...wide, nextPageToken });
    if (!r.results.nextPageToken) break;
    nextPageToken = r.results.nextPageToken;
    page++;
  }
  const walkMs = performance.now() - walkStarted;
  const deep = await timed(report, { ...wide, nextPageToken });
  const line = {
    bench: 'report-pages',
    database: databaseUrl ? 'postgresql' : 'pglite',
    tickets,
    report: report.name,
    rowsInYear: perYear,
    firstPageToday: first,
    deepRange: { days, rows: totalCount(firstWide.results) },
    page1: firstWide.timing,
    page2,
    deepPage: { page, ...deep, walkS: round(walkMs / 1000, 1) },
    deepOverPage1: round(deep.p50Ms / firstWide.timing.p50Ms, 2),
    deepOverPage2: round(deep.p50Ms / page2.p50Ms, 2),
  };
  results.push({ ...line, paged: true });
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
const paged = results.filter((r) => r.paged);
process.stdout.write(
  `${JSON.stringify({
    bench: 'report-pages',
    summary: true,
    database: databaseUrl ? 'postgresql' : 'pglite',
    tickets,
    worstFirstPageP95Ms: Math.max(...paged.map((r) => r.firstPageToday.p95Ms)),
    worstDeepOverPage1: Math.max(...paged.map((r) => r.deepOverPage1)),
    worstDeepOverPage2: Math.max(...paged.map((r) => r.deepOverPage2)),
    ticketStatsP95Ms: results.find((r) => r.report === 'ticket-stats')?.firstPageToday.p95Ms,
    dashboardDayP95Ms: results.find((r) => r.report === 'dashboard')?.firstPageToday.p95Ms,
  })}\n`,
);
await app.close();
if (!process.env.BENCH_DATA_DIR) cleanup();
