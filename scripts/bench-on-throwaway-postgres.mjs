// Runs one benchmark of bench/src against a throwaway PostgreSQL (scripts/lib/postgres.mjs: its own data directory,
// a free loopback port, fsync off), with DATABASE_URL set to its TCP address, and removes the cluster afterwards.
//   node scripts/bench-on-throwaway-postgres.mjs booking-cluster.ts      # BENCH_* variables pass through
// Needs PostgreSQL 15's binaries (PG_BIN, default /usr/lib/postgresql/15/bin; `npm test` installs them).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startThrowawayPostgres } from './lib/postgres.mjs';

const file = process.argv[2];
if (!file) throw new Error('usage: node scripts/bench-on-throwaway-postgres.mjs <file in bench/src>');
const pg = await startThrowawayPostgres(process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin', 'bench');
try {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join('src', file)], {
    cwd: join(dirname(fileURLToPath(import.meta.url)), '..', 'bench'),
    env: { ...process.env, DATABASE_URL: pg.url },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  process.exitCode = run.status ?? 1;
} finally {
  await pg.stop();
}
