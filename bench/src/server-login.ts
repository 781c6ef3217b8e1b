import { buildApp, createPasswordHasher } from '@busdesk/server';
import { percentile, prepareDataDir, quietEnv, round } from './server-harness';

/** Login latency (argon2id verify + session insert) through app.inject, and the raw hash time. */
const count = Number(process.env.BENCH_LOGINS ?? 60);
const prepared = await prepareDataDir();
const app = await buildApp({ env: quietEnv(prepared.dataDir) });
await app.ready();
const hasher = createPasswordHasher({ memoryCost: app.env.ARGON2_MEMORY_KIB, timeCost: app.env.ARGON2_TIME_COST });
const hashTimes: number[] = [];
for (let i = 0; i < 10; i++) {
  const t0 = performance.now();
  await hasher.hash(`password-${i}`);
  hashTimes.push(performance.now() - t0);
}
const times: number[] = [];
for (let i = 0; i < count; i++) {
  const t0 = performance.now();
  const res = await app.inject({ method: 'POST', url: '/api/v2/partner/login', payload: { username: 'admin', password: 'admin123' } });
  times.push(performance.now() - t0);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
}
await app.close();
prepared.cleanup();
process.stdout.write(
  `${JSON.stringify({ bench: 'server-login', logins: count, argon2: { memoryKiB: app.env.ARGON2_MEMORY_KIB, timeCost: app.env.ARGON2_TIME_COST, hashP50Ms: round(percentile(hashTimes, 50)) }, p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)), maxMs: round(Math.max(...times)) })}\n`,
);
