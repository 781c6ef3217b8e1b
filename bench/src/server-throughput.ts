import { createRequire } from 'node:module';
import { buildApp } from '@busdesk/server';
import { prepareDataDir, quietEnv } from './server-harness';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (opts: { url: string; method: string; headers: Record<string, string>; body: string; connections: number; duration: number }) => Promise<AutocannonResult>;
// autocannon ships no types; only the fields read below are declared.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** Requests/s and p99 of an authenticated JSON endpoint (user info) on loopback, bounded in time. */
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const prepared = await prepareDataDir();
const app = await buildApp({ env: quietEnv(prepared.dataDir) });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no address');
const base = `http://127.0.0.1:${address.port}`;
const login = await fetch(`${base}/api/v2/partner/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin123' }) });
const token = ((await login.json()) as { results: { token: string } }).results.token;
const result = await autocannon({
  url: `${base}/api/v2/partner/view`,
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: '{}',
  connections,
  duration,
});
await app.close();
prepared.cleanup();
process.stdout.write(
  `${JSON.stringify({ bench: 'server-throughput', endpoint: 'POST /api/v2/partner/view', database: 'pglite', connections, durationS: duration, requestsPerSec: result.requests.average, total: result.requests.total, latencyP50Ms: result.latency.p50, latencyP99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors })}\n`,
);
