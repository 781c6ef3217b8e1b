import { buildApp } from '@busdesk/server';
import { prepareDataDir, quietEnv, round } from './server-harness';

/** Server start time on an existing data directory: buildApp (open, migrate check, plugins) + listen. */
const runs = Number(process.env.BENCH_RUNS ?? 3);
const prepared = await prepareDataDir();
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  const app = await buildApp({ env: quietEnv(prepared.dataDir) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  times.push(performance.now() - started);
  await app.close();
}
prepared.cleanup();
process.stdout.write(`${JSON.stringify({ bench: 'server-start', runs, firstStartWithSeedMs: prepared.seedMs, startMs: times.map((t) => round(t)), bestMs: round(Math.min(...times)) })}\n`);
