import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, createReportExportsService } from '@busdesk/server';
import { REPORT_EXPORT_FILE_PATH, startReportExportEndpoint, ZStartReportExportRequest, type TReportExportJob } from '@busdesk/api-contract';
import { prepareBulkDatabase, quietEnv, round } from './server-harness';

/**
 * An 'All rows' export (docs/adr/0074): BENCH_TICKETS bulk tickets (the seed's --tickets path, default 20,000 so it
 * is quick; BENCH_DATA_DIR keeps and reuses the database, DATABASE_URL uses PostgreSQL), then the export of the last
 * BENCH_DAYS days (default 370: the whole past year) of a report for the demo ADMIN — BENCH_REPORT=sms-info (the
 * default), cancel (the cancelled tickets) or sales-by-employee (revenue collection by staff: every ticket of the
 * range) — timed from the start call to the finished file, with the server process's RSS sampled every 20 ms (the
 * server runs in this process). BENCH_RUNS exports (default 3) one after the other, a garbage collection before each
 * when node runs with --expose-gc. BENCH_PAGE_ROWS=2000,10000 compares the walk's page sizes instead: each run then
 * exports once per size, interleaved (so each size meets the same machine load), through an export service made with
 * that page size over the app's reports. Prints one line per export (rows, seconds, RSS growth = peak − before that
 * export, the file's size), then the medians per page size.
 */
const REPORTS = ['sms-info', 'cancel', 'sales-by-employee'] as const;
type BenchReport = (typeof REPORTS)[number];
const tickets = Number(process.env.BENCH_TICKETS ?? 20_000);
const report: BenchReport = (REPORTS as readonly string[]).includes(process.env.BENCH_REPORT ?? '') ? (process.env.BENCH_REPORT as BenchReport) : 'sms-info';
const days = Number(process.env.BENCH_DAYS ?? 370);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const pageSizes = (process.env.BENCH_PAGE_ROWS ?? '')
  .split(',')
  .map((x) => Number(x.trim()))
  .filter((x) => Number.isInteger(x) && x > 0);
const databaseUrl = process.env.DATABASE_URL || undefined;
const prepared = await prepareBulkDatabase(tickets, databaseUrl);

const app = await buildApp({ env: { ...quietEnv(prepared.dataDir), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) } });
await app.ready();
const login = await app.inject({ method: 'POST', url: '/api/v2/partner/login', payload: { username: 'admin', password: 'admin123' } });
const token = (login.json() as { results: { token: string } }).results.token;
const headers = { authorization: `Bearer ${token}` };
const from = new Date(Date.now() - days * 86_400_000);
const key = (d: Date) => Number(d.toISOString().slice(0, 10).replaceAll('-', ''));
// The range and the next two days' departures: the ticket reports read departure dates, some of them ahead.
const until = new Date(Date.now() + 2 * 86_400_000);
const filter = report === 'sms-info' ? { fromDate: from.getTime(), toDate: until.getTime() } : { startDate: key(from), endDate: key(until) };

interface Run {
  state: string;
  rows: number;
  seconds: number;
  rowsPerSec: number;
  rssBeforeMb: number;
  rssGrowthMb: number;
  fileMb: number;
}

const session = (await app.repos.sessions.resolve(token))!;
const serviceDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busdesk-bench-exports-'));

/** One export through the app's own service (its HTTP calls), or through a service walking pages of `pageRows`. */
async function exportOnce(pageRows?: number): Promise<Run> {
  globalThis.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  let result: { state: string; rows: number; fileBytes: number };
  if (pageRows) {
    const exports = createReportExportsService({ reports: app.reports, dir: serviceDir, logger: app.log, pageRows });
    // The request as the route validates it (defaults filled in).
    const job = await exports.start(session, ZStartReportExportRequest.parse({ report, filter }));
    await exports.settled(job.jobId);
    const done = exports.get(session, job.jobId);
    if (done.state !== 'done') throw new Error(`export ${done.state}: ${done.error ?? ''}`);
    result = { state: done.state, rows: done.rowsWritten, fileBytes: fs.statSync(exports.file(session, job.jobId).filePath).size };
    await exports.close();
  } else {
    const res = await app.inject({ method: 'POST', url: startReportExportEndpoint.path, headers, payload: { report, filter } });
    if (res.statusCode !== 200) throw new Error(`export refused: ${res.statusCode} ${res.body}`);
    const job = (res.json() as { results: TReportExportJob }).results;
    await app.reportExports.settled(job.jobId);
    const done = (await app.inject({ method: 'GET', url: `${startReportExportEndpoint.path}?jobId=${job.jobId}`, headers })).json() as { results: TReportExportJob };
    const file = await app.inject({ method: 'GET', url: `${REPORT_EXPORT_FILE_PATH}?jobId=${job.jobId}`, headers });
    // The file is not needed any more: the next run starts without it.
    await app.inject({ method: 'DELETE', url: `${startReportExportEndpoint.path}?jobId=${job.jobId}`, headers });
    result = { state: done.results.state, rows: done.results.rowsWritten, fileBytes: file.rawPayload.length };
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return {
    state: result.state,
    rows: result.rows,
    seconds: round(seconds, 2),
    rowsPerSec: Math.round(result.rows / seconds),
    rssBeforeMb: round(rssBefore / 2 ** 20),
    rssGrowthMb: round((rssPeak - rssBefore) / 2 ** 20),
    fileMb: round(result.fileBytes / 2 ** 20, 2),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const head = { bench: 'report-export', database: databaseUrl ? 'postgresql' : 'pglite', report, days, bulkTickets: tickets, seededMs: prepared.seededMs };
const sizes: Array<number | undefined> = pageSizes.length > 0 ? pageSizes : [undefined];
const results = new Map<number | undefined, Run[]>(sizes.map((size) => [size, []]));
for (let i = 0; i < runs; i++) {
  for (const size of sizes) {
    const run = await exportOnce(size);
    results.get(size)!.push(run);
    process.stdout.write(`${JSON.stringify({ ...head, run: i + 1, pageRows: size ?? 'default', ...run })}\n`);
  }
}
await app.close();
fs.rmSync(serviceDir, { recursive: true, force: true });
if (!process.env.BENCH_DATA_DIR) prepared.cleanup();
for (const [size, list] of results) {
  process.stdout.write(
    `${JSON.stringify({
      ...head,
      summary: 'median',
      pageRows: size ?? 'default',
      runs,
      states: [...new Set(list.map((r) => r.state))],
      rows: median(list.map((r) => r.rows)),
      seconds: round(median(list.map((r) => r.seconds)), 2),
      rowsPerSec: Math.round(median(list.map((r) => r.rowsPerSec))),
      rssGrowthMb: round(median(list.map((r) => r.rssGrowthMb))),
      maxRssGrowthMb: Math.max(...list.map((r) => r.rssGrowthMb)),
      fileMb: round(median(list.map((r) => r.fileMb)), 2),
    })}\n`,
  );
}
