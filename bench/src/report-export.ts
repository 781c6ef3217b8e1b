import { buildApp } from '@busdesk/server';
import { REPORT_EXPORT_FILE_PATH, startReportExportEndpoint, type TReportExportJob } from '@busdesk/api-contract';
import { prepareBulkDatabase, quietEnv, round } from './server-harness';

/**
 * An 'All rows' export (docs/adr/0074): BENCH_TICKETS bulk tickets (the seed's --tickets path, default 20,000 so it
 * is quick; BENCH_DATA_DIR keeps and reuses the database, DATABASE_URL uses PostgreSQL), then the export of the whole
 * past year of the SMS history (BENCH_REPORT=cancel: the cancelled tickets) for the demo ADMIN, timed from the start
 * call to the finished file, with the server process's RSS sampled every 20 ms (the server runs in this process).
 * Prints rows, seconds, RSS growth (peak − before the export) and the file's size.
 */
const tickets = Number(process.env.BENCH_TICKETS ?? 20_000);
const report = process.env.BENCH_REPORT === 'cancel' ? 'cancel' : 'sms-info';
const databaseUrl = process.env.DATABASE_URL || undefined;
const prepared = await prepareBulkDatabase(tickets, databaseUrl);

const app = await buildApp({ env: { ...quietEnv(prepared.dataDir), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) } });
await app.ready();
const login = await app.inject({ method: 'POST', url: '/api/v2/partner/login', payload: { username: 'admin', password: 'admin123' } });
const token = (login.json() as { results: { token: string } }).results.token;
const headers = { authorization: `Bearer ${token}` };
const yearAgo = new Date(Date.now() - 370 * 86_400_000);
const key = (d: Date) => Number(d.toISOString().slice(0, 10).replaceAll('-', ''));

globalThis.gc?.();
const rssBefore = process.memoryUsage().rss;
let rssPeak = rssBefore;
const sampler = setInterval(() => {
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
}, 20);
const started = performance.now();
// The whole past year (and the next two days' departures): the largest filter a clerk could ask for.
const filter =
  report === 'cancel'
    ? { startDate: key(yearAgo), endDate: key(new Date(Date.now() + 2 * 86_400_000)) }
    : { fromDate: yearAgo.getTime(), toDate: Date.now() + 2 * 86_400_000 };
const res = await app.inject({ method: 'POST', url: startReportExportEndpoint.path, headers, payload: { report, filter } });
if (res.statusCode !== 200) throw new Error(`export refused: ${res.statusCode} ${res.body}`);
const job = (res.json() as { results: TReportExportJob }).results;
await app.reportExports.settled(job.jobId);
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
const done = (await app.inject({ method: 'GET', url: `${startReportExportEndpoint.path}?jobId=${job.jobId}`, headers })).json() as { results: TReportExportJob };
const file = await app.inject({ method: 'GET', url: `${REPORT_EXPORT_FILE_PATH}?jobId=${job.jobId}`, headers });
await app.close();
if (!process.env.BENCH_DATA_DIR) prepared.cleanup();
process.stdout.write(
  `${JSON.stringify({
    bench: 'report-export',
    database: databaseUrl ? 'postgresql' : 'pglite',
    report,
    bulkTickets: tickets,
    seededMs: prepared.seededMs,
    state: done.results.state,
    rows: done.results.rowsWritten,
    seconds: round(seconds, 2),
    rowsPerSec: Math.round(done.results.rowsWritten / seconds),
    rssBeforeMb: round(rssBefore / 2 ** 20),
    rssGrowthMb: round((rssPeak - rssBefore) / 2 ** 20),
    fileMb: round(file.rawPayload.length / 2 ** 20, 2),
  })}\n`,
);
