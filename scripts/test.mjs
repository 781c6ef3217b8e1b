#!/usr/bin/env node
// `npm test`: everything a change must pass, from a fresh machine (Node 20 + npm) to CI (CI=true, no stdin).
// Steps run in order and stop at the first failure; each is timed; a summary closes the output.
// BUSDESK_TEST_SKIP=storybook,e2e skips steps for local iteration; CI ignores it and runs everything.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmCommand } from './pnpm.mjs';
import { postgresBinDir, ensureSystemDeps } from './lib/system-deps.mjs';
import { startThrowawayPostgres } from './lib/postgres.mjs';
import { activeChildren, printSummary, run, runSteps, StepFailure } from './lib/steps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const isCI = Boolean(process.env.CI) && process.env.CI !== 'false';

let pnpmCmd;
/** Runs the pinned pnpm in the repository with the given extra environment. */
const pnpm = (args, { env = {}, timeoutMs, cwd = root } = {}) => {
  pnpmCmd ??= pnpmCommand();
  const [cmd, ...pre] = pnpmCmd;
  return run(cmd, [...pre, ...args], { cwd, env: { ...process.env, ...env }, timeoutMs, label: `pnpm ${args.join(' ')}` });
};

// Cleanups that must happen even when a step throws or the run is interrupted.
const cleanups = [];
async function cleanUp() {
  while (cleanups.length) await cleanups.pop()();
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    console.error(`\n${signal}: stopping`);
    for (const child of activeChildren) child.kill('SIGTERM');
    await cleanUp();
    process.exit(130);
  });
}

const steps = [
  {
    name: 'install',
    title: 'pnpm install --frozen-lockfile',
    run: () => pnpm(['install', '--frozen-lockfile'], { timeoutMs: 20 * 60_000 }),
  },
  {
    name: 'system-deps',
    title: 'Debian chromium, postgresql, zbar-tools, redis-server, nginx and kamailio (installed when missing)',
    run: ensureSystemDeps,
  },
  {
    name: 'typecheck',
    title: 'tsc -b (every package, project references)',
    run: () => pnpm(['exec', 'tsc', '-b']),
  },
  {
    name: 'lint',
    title: 'eslint . (import boundaries) and the boundary rule fixture test',
    run: async () => {
      await pnpm(['exec', 'eslint', '.', '--max-warnings=0']);
      await pnpm(['exec', 'vitest', 'run', '--config', 'scripts/lib/vitest.config.mjs']);
    },
  },
  {
    name: 'unit',
    title: 'vitest: every package (server on PGlite)',
    // One worker cap for every project: the server project's files each open an embedded database
    // (~150 MB) and vitest refuses projects with different maxWorkers in one sequence group.
    run: () => pnpm(['exec', 'vitest', 'run', '--maxWorkers=2'], { timeoutMs: 40 * 60_000 }),
  },
  {
    name: 'postgres',
    title: 'server suite again on a throwaway PostgreSQL cluster',
    run: async () => {
      const binDir = postgresBinDir();
      if (!binDir) throw new StepFailure('no PostgreSQL server found under /usr/lib/postgresql (the system-deps step installs it)');
      const pg = await startThrowawayPostgres(binDir);
      cleanups.push(pg.stop);
      try {
        console.log(`PostgreSQL (${binDir}) on 127.0.0.1:${pg.port}`);
        await pnpm(['--filter', '@busdesk/server', 'exec', 'vitest', 'run'], { env: { TEST_DATABASE_URL: pg.url } });
      } finally {
        cleanups.splice(cleanups.indexOf(pg.stop), 1);
        await pg.stop();
      }
      return `PostgreSQL ${binDir.split('/').at(-2)}`;
    },
  },
  {
    name: 'storybook',
    title: 'storybook build (static)',
    run: async () => {
      const hasConfig = existsSync(join(root, '.storybook')) && readdirSync(join(root, '.storybook')).some((f) => /^main\.(ts|js|mjs)$/.test(f));
      // Until the root Storybook is configured there is nothing to build; say so rather than fail on it.
      if (!hasConfig) return 'no .storybook/main.* yet: nothing built';
      await pnpm(['exec', 'storybook', 'build', '-o', 'storybook-static', '--quiet'], { env: { STORYBOOK_DISABLE_TELEMETRY: '1' } });
    },
  },
  {
    name: 'build',
    title: 'portal and server build (node scripts/build.mjs)',
    run: async () => {
      if (!existsSync(join(root, 'scripts', 'build.mjs'))) throw new StepFailure('scripts/build.mjs does not exist');
      await run(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, timeoutMs: 30 * 60_000 });
    },
  },
  {
    // After the build (it runs server/dist and serves dist/portal), before the browser tests: docs/adr/0099.
    name: 'cluster',
    title: 'reliability suite: a cluster of 2 instances behind nginx on PostgreSQL and Redis (loopback)',
    run: () => pnpm(['exec', 'vitest', 'run', '--config', 'scripts/cluster-suite/vitest.config.mjs'], { timeoutMs: 30 * 60_000 }),
  },
  {
    name: 'e2e',
    title: 'browser tests (Chromium) against the built server and a throwaway Kamailio',
    run: () => pnpm(['--filter', '@busdesk/e2e', 'exec', 'vitest', 'run'], { timeoutMs: 30 * 60_000 }),
  },
];

const requested = new Set((process.env.BUSDESK_TEST_SKIP ?? '').split(',').map((s) => s.trim()).filter(Boolean));
const unknown = [...requested].filter((name) => !steps.some((s) => s.name === name));
if (unknown.length) {
  console.error(`BUSDESK_TEST_SKIP names unknown steps: ${unknown.join(', ')} (steps: ${steps.map((s) => s.name).join(', ')})`);
  process.exit(2);
}
if (isCI && requested.size) console.log(`CI: ignoring BUSDESK_TEST_SKIP=${[...requested].join(',')}; CI runs every step`);
const skip = isCI ? new Set() : requested;

const started = Date.now();
let results;
try {
  results = await runSteps(steps, { skip });
} finally {
  await cleanUp();
}
const failed = printSummary(results, Date.now() - started);
process.exit(failed ? 1 : 0);
