import { dashboardEndpoint } from '@busdesk/api-contract';
import { buildApp } from '@busdesk/server';
import { sql } from 'drizzle-orm';
import { percentile, prepareBulkDatabase, quietEnv, round } from './server-harness';

/**
 * The dashboard's day at the server (issue 13: ≤ 100 ms on the million-ticket seed): the bulk seed of N tickets
 * (BENCH_TICKETS, default 1,000,000; only the missing ones when the database has some already), then RUNS calls of
 * `partner/report/dashboard` for a past day, today and a past week, as the agency's ADMIN and as STAFF, through
 * app.inject (the whole route: validation, session, the queries, the answer's schema). PGlite in the prepared data
 * directory; PostgreSQL instead when DATABASE_URL is set (an empty database is migrated and seeded). One JSON line per
 * case.
 */
const tickets = Number(process.env.BENCH_TICKETS ?? 1_000_000);
const runs = Number(process.env.RUNS ?? 30);
const databaseUrl = process.env.DATABASE_URL || undefined;
const kind = databaseUrl ? 'postgres' : 'pglite';
const prepared = await prepareBulkDatabase(tickets, databaseUrl);
const app = await buildApp({ env: { ...quietEnv(prepared.dataDir), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) } });
// Fresh planner statistics after the bulk load, as a database in service would have.
await app.database.rows(sql`analyze`);
const tokenOf = async (username: string, password: string) => {
  const res = await app.inject({ method: 'POST', url: '/api/v2/partner/login', payload: { username, password } });
  return (res.json() as { results: { token: string } }).results.token;
};
/** yyyyMMdd of the Vietnamese day `daysAgo` days before now. */
const vnDay = (daysAgo: number) => Number(new Date(Date.now() + 7 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10).replace(/-/g, ''));
const [{ n: count } = { n: 0 }] = await app.database.rows<{ n: number }>(sql`select count(*)::int as n from tickets`);
for (const [who, password] of [
  ['admin', 'admin123'],
  ['staff', 'staff123'],
] as const) {
  const token = await tokenOf(who, password);
  for (const [label, startDate, endDate] of [
    ['a past day', vnDay(100), vnDay(100)],
    ['today', vnDay(0), vnDay(0)],
    ['a past week', vnDay(106), vnDay(100)],
  ] as const) {
    const call = () => app.inject({ method: 'POST', url: dashboardEndpoint.path, headers: { authorization: `Bearer ${token}` }, payload: { startDate, endDate } });
    for (let i = 0; i < 3; i++) await call();
    const ms: number[] = [];
    let sold = 0;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const res = await call();
      ms.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(res.body);
      sold = (res.json() as { results: { sales: { count: number } } }).results.sales.count;
    }
    process.stdout.write(
      `${JSON.stringify({ bench: 'dashboard-day', database: kind, ticketsInTable: count, user: who, range: label, startDate, endDate, ticketsInRange: sold, runs, p50Ms: round(percentile(ms, 50)), p95Ms: round(percentile(ms, 95)) })}\n`,
    );
  }
}
await app.close();
prepared.cleanup();
