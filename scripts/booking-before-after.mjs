// Runs booking-throughput.ts of two checkouts alternately, round by round, on PGlite and on one throwaway PostgreSQL
// (a database per side), so both sides see the same machine load; prints one JSON line per run with `which` (A/B) and
// `round`. Used for "Booking path before/after issue 10" in bench/README.md:
//   git worktree add /tmp/before d4a79f8 && (cd /tmp/before && node scripts/pnpm.mjs install --offline)
//   ROUNDS=5 node scripts/booking-before-after.mjs /tmp/before/bench bench      # ~2.5 min a round
// Needs PostgreSQL 15's binaries (PG_BIN, default /usr/lib/postgresql/15/bin; `npm test` installs them).
import { execFileSync, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { startThrowawayPostgres } from './lib/postgres.mjs';

const [dirA, dirB] = process.argv.slice(2).map((d) => resolve(d));
if (!dirA || !dirB) throw new Error('usage: node scripts/booking-before-after.mjs <bench dir A> <bench dir B>');
const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const pg = await startThrowawayPostgres(pgBin, 'bench_a');
execFileSync(`${pgBin}/createdb`, ['-h', '127.0.0.1', '-p', String(pg.port), '-U', 'postgres', 'bench_b']);
const urls = { A: pg.socketUrl, B: pg.socketUrl.replace('/bench_a?', '/bench_b?') };
const dirs = { A: dirA, B: dirB };
try {
  for (let round = 0; round < Number(process.env.ROUNDS ?? 3); round++) {
    for (const which of ['A', 'B']) {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/booking-throughput.ts'], {
        cwd: dirs[which],
        env: { ...process.env, DATABASE_URL: urls[which], BENCH_BOOKINGS: process.env.BENCH_BOOKINGS ?? '2000', BENCH_SECONDS: process.env.BENCH_SECONDS ?? '25' },
        encoding: 'utf8',
        timeout: 300_000,
      });
      for (const line of run.stdout.split('\n').filter((l) => l.startsWith('{'))) console.log(JSON.stringify({ which, round, ...JSON.parse(line) }));
      if (run.status !== 0) console.log(JSON.stringify({ which, round, error: run.stderr.slice(-500) }));
    }
  }
} finally {
  await pg.stop();
}
