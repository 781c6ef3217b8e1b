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
 * that page size over the app's reports. BENCH_CASES=sales-by-employee:95,sms-info:370 interleaves several reports
 * (each with its days) the same way, so one can be the other's peer under the same load. Prints one line per export
 * (rows, seconds, RSS growth = peak − before that export, the file's size), then the medians per case.
 */
const REPORTS = ['sms-info', 'cancel', 'sales-by-employee'] as const;
type BenchReport = (typeof REPORTS)[number];
const isReport = (x: string): x is BenchReport => (REPORTS as readonly string[]).includes(x);
const tickets = Number(process.env.BENCH_TICKETS ?? 20_000);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const pageSizes = (process.env.BENCH_PAGE_ROWS ?? '')
  .split(',')
  .map((x) => Number(x.trim()))
  .filter((x) => Number.isInteger(x) && x > 0);
/** One export to time: a report, its days back from now, and the page size of the walk (the app's own when absent). */
interface Case {
  report: BenchReport;
  days: number;
  pageRows?: number;
}
const cases: Case[] = process.env.BENCH_CASES
  ? process.env.BENCH_CASES.split(',').map((c) => {
      const [name = '', days = '370'] = c.trim().split(':');
      if (!isReport(name)) throw new Error(`unknown report ${name}`);
      return { report: name, days: Number(days) };
    })
  : (() => {
      const report: BenchReport = isReport(process.env.BENCH_REPORT ?? '') ? (process.env.BENCH_REPORT as BenchReport) : 'sms-info';
      const days = Number(process.env.BENCH_DAYS ?? 370);
      return pageSizes.length > 0 ? pageSizes.map((pageRows) => ({ report, days, pageRows })) : [{ report, days }];
    })();
const labelOf = (c: Case) => `${c.report}:${c.days}d:${c.pageRows ?? 'default'}`;
const databaseUrl = process.env.DATABASE_URL || undefined;
const prepared = await prepareBulkDatabase(tickets, databaseUrl);

const app = await buildApp({ env: { ...quietEnv(prepared.dataDir), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) } });
await app.ready();
const login = await app.inject({ method: 'POST', url: '/api/v2/partner/login', payload: { username: 'admin', password: 'admin123' } });
const token = (login.json() as { results: { token: string } }).results.token;
const headers = { authorization: `Bearer ${token}` };
const key = (d: Date) => Number(d.toISOString().slice(0, 10).replaceAll('-', ''));
/** The case's range and the next two days' departures: the ticket reports read departure dates, some of them ahead. */
function filterOf(c: Case) {
  const from = new Date(Date.now() - c.days * 86_400_000);
  const until = new Date(Date.now() + 2 * 86_400_000);
  return c.report === 'sms-info' ? { fromDate: from.getTime(), toDate: until.getTime() } : { startDate: key(from), endDate: key(until) };
}

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
async function exportOnce(c: Case): Promise<Run> {
  const { report, pageRows } = c;
  const filter = filterOf(c);
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

const head = { bench: 'report-export', database: databaseUrl ? 'postgresql' : 'pglite', bulkTickets: tickets, seededMs: prepared.seededMs };
const results = new Map<string, Run[]>(cases.map((c) => [labelOf(c), []]));
for (let i = 0; i < runs; i++) {
  for (const c of cases) {
    const run = await exportOnce(c);
    results.get(labelOf(c))!.push(run);
    process.stdout.write(`${JSON.stringify({ ...head, run: i + 1, report: c.report, days: c.days, pageRows: c.pageRows ?? 'default', ...run })}\n`);
  }
}
await app.close();
fs.rmSync(serviceDir, { recursive: true, force: true });
if (!process.env.BENCH_DATA_DIR) prepared.cleanup();
for (const c of cases) {
  const list = results.get(labelOf(c))!;
  process.stdout.write(
    `${JSON.stringify({
      ...head,
      summary: 'median',
      report: c.report,
      days: c.days,
      pageRows: c.pageRows ?? 'default',
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
