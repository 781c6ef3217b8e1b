#!/usr/bin/env node
// `npm run cluster`: Busdesk as several server instances behind a reverse proxy, on this machine (docs/adr/0098).
// Installs what is missing (Debian's postgresql, redis-server and nginx, like the test command does; the
// dependencies and the build, like `npm start`), then starts on loopback a throwaway PostgreSQL, Redis, N instances
// (default 2) and nginx in front of them: the portal, the API and MQTT over WebSocket at one address. Ctrl-C stops
// everything it started (and the throwaway database goes with it).
//
//   npm run cluster                       2 instances, nginx on http://localhost:8080 (PORT changes it)
//   npm run cluster -- --instances 3
//   DATABASE_URL=postgres://… REDIS_URL=redis://… npm run cluster   use those instead of throwaway ones
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from './build.mjs';
import { pnpm } from './pnpm.mjs';
import { startCluster } from './lib/cluster/cluster.mjs';
import { ensureClusterDeps } from './lib/system-deps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const log = (message) => process.stdout.write(`[cluster] ${message}\n`);

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  if (i === -1) return fallback;
  const value = Number(process.argv[i + 1]);
  if (!Number.isInteger(value) || value < 1 || value > 16) {
    log(`--${name} needs a whole number from 1 to 16`);
    process.exit(2);
  }
  return value;
}

async function main() {
  const instances = option('instances', 2);
  const port = Number(process.env.PORT ?? 8080);
  log(await ensureClusterDeps());
  if (pnpm(['install', '--frozen-lockfile'], { cwd: root }) !== 0 && pnpm(['install', '--no-frozen-lockfile'], { cwd: root }) !== 0) {
    log('pnpm install failed');
    return 1;
  }
  buildAll({ force: process.argv.includes('--rebuild') });
  const cluster = await startCluster({
    instances,
    port,
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
    ...(process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {}),
    log,
  });
  let stopping = false;
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping nginx, the instances, Redis and PostgreSQL`);
    await cluster.stop();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(signal));
  const shown = cluster.url.replace('127.0.0.1', 'localhost');
  process.stdout.write(
    [
      '',
      `Busdesk (${instances} instances) is running at ${shown}`,
      `  instances: ${cluster.instances.map((i) => `${i.id} ${i.url}`).join(', ')} (each answers /health and /ready)`,
      `  PostgreSQL: ${cluster.databaseUrl}`,
      `  Redis: ${cluster.redisUrl}`,
      '  Demo accounts: admin / admin123, staff / staff123, admin2 / admin123',
      '  Ctrl-C stops everything.',
      '',
    ].join('\n') + '\n',
  );
  return undefined;
}

main().then(
  (status) => {
    if (status !== undefined) process.exitCode = status;
  },
  (err) => {
    log(`failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  },
);
