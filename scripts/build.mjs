#!/usr/bin/env node
// Builds the product for `npm start`: the browser portal into dist/portal (vendor build, api-contract,
// shared-kit, each micro-frontend, root-config, then importmap.json and index.html, then the output check)
// and the server bundle. Each step is skipped when its inputs are unchanged since the last successful
// build (hashes in dist/.build-stamp), so a second `npm start` starts the server within seconds.
//
//   node scripts/build.mjs            build what changed
//   node scripts/build.mjs --force    rebuild everything
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const portalDir = join(root, 'dist', 'portal');
const stampFile = join(root, 'dist', '.build-stamp');
const tsxCli = join(root, 'tools', 'build', 'node_modules', 'tsx', 'dist', 'cli.mjs');

const MICRO_FRONTENDS = ['mf-sales', 'mf-reports', 'mf-transport', 'mf-telephony', 'mf-admin'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'dist-types', '.cache', 'storybook-static', 'test-results']);
// Tests and stories are never imported by product code, so editing them needs no rebuild.
const SKIP_FILE = /\.(test|spec|stories)\.[cm]?[jt]sx?$/;

function log(message) {
  process.stdout.write(`[build] ${message}\n`);
}

/** Files under a directory (or the file itself), without build outputs, tests and stories. */
function listFiles(path) {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && !SKIP_FILE.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => !relative(path, file).split(sep).some((part) => SKIP_DIRS.has(part)));
}

/** sha256 over the paths and contents of the given files and directories (relative to the repo). */
function hashInputs(inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const abs = join(root, input);
    if (!existsSync(abs)) {
      hash.update(`missing:${input}\n`);
      continue;
    }
    for (const file of listFiles(abs).sort()) {
      hash.update(`${relative(root, file)}\n`);
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

function readStamp() {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return {};
  }
}

function writeStamp(stamp) {
  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, `${JSON.stringify(stamp, null, 2)}\n`);
}

function run(command, args, what) {
  const r = spawnSync(command, args, { stdio: 'inherit', cwd: root, env: { ...process.env } });
  if (r.status !== 0) throw new Error(`${what} failed (exit ${r.status ?? r.signal})`);
}

function buildTool(args, what) {
  run(process.execPath, [tsxCli, join(root, 'tools', 'build', 'src', 'cli.ts'), ...args], what);
}

function seconds(since) {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

const TOOLS = (...files) => files.map((f) => `tools/build/src/${f}.ts`);
// What each kind of step depends on in tools/build, so that editing the check does not rebuild the vendor.
const COMMON = ['pnpm-lock.yaml', 'tools/build/package.json', ...TOOLS('paths', 'shared-modules', 'mui-imports', 'entry-manifest', 'cli')];
const VENDOR_TOOLS = TOOLS('vendor-build', 'vendor-facades');
// A package's build imports past the vendor's facades (vendor-facades.ts): a vendor build that moved them rebuilds it.
const PACKAGE_TOOLS = [...TOOLS('system-lib-config', 'shared-module-guard', 'package-build', 'vendor-facades'), 'dist/portal/vendor/facades.json'];
const ASSEMBLE_TOOLS = TOOLS('assemble', 'import-map', 'portal-check', 'precompress');

/** The build steps in order; `inputs` decide whether a step can be skipped, `output` proves it ran. */
function steps() {
  const pkg = (dir, extra = []) => ({
    name: dir,
    inputs: [...COMMON, ...PACKAGE_TOOLS, `${dir}/src`, `${dir}/vite.config.ts`, `${dir}/package.json`, ...extra],
    output: join(portalDir, dir, 'entry.json'),
    run: () => buildTool(['package', dir], dir),
  });
  const serverPackage = JSON.parse(readFileSync(join(root, 'server', 'package.json'), 'utf8'));
  return [
    {
      name: 'vendor',
      inputs: [...COMMON, ...VENDOR_TOOLS],
      output: join(portalDir, 'vendor', 'entry.json'),
      run: () => buildTool(['vendor'], 'vendor build'),
    },
    {
      name: 'api-contract',
      inputs: [...COMMON, ...PACKAGE_TOOLS, 'api-contract/src', 'api-contract/package.json'],
      output: join(portalDir, 'api-contract', 'entry.json'),
      run: () => buildTool(['api-contract'], 'api-contract'),
    },
    pkg('shared-kit'),
    ...MICRO_FRONTENDS.map((dir) => pkg(dir)),
    pkg('root-config'),
    {
      // importmap.json and index.html from whatever the steps above produced, then the output check.
      name: 'assemble',
      inputs: [...COMMON, ...ASSEMBLE_TOOLS, 'root-config/index.html', 'dist/portal/vendor/entry.json', 'dist/portal/api-contract/entry.json',
        ...['shared-kit', 'root-config', ...MICRO_FRONTENDS].map((d) => `dist/portal/${d}/entry.json`)],
      output: join(portalDir, 'importmap.json'),
      run: () => {
        buildTool(['assemble'], 'assemble');
        buildTool(['check'], 'portal check');
      },
    },
    {
      // The standalone <busdesk-seat-map> bundle for partner pages (IIFE, React and MUI inlined): outside the import
      // map, so it comes after the portal is assembled. Served at /widgets/busdesk-seat-map.js.
      name: 'widget-seat-map',
      inputs: ['pnpm-lock.yaml', 'mf-sales/src', 'mf-sales/vite.widget.config.ts', 'tools/build/src/widget-build.ts', 'mf-sales/package.json',
        'shared-kit/src', 'api-contract/src'],
      output: join(portalDir, 'widgets', 'busdesk-seat-map.js'),
      run: () => {
        if (pnpm(['--filter', '@busdesk/mf-sales', 'exec', 'vite', 'build', '-c', 'vite.widget.config.ts']) !== 0) {
          throw new Error('seat-map widget build failed');
        }
      },
    },
    {
      // The standalone <busdesk-quick-search> bundle, built like the seat map's. Served at /widgets/busdesk-quick-search.js.
      name: 'widget-quick-search',
      inputs: ['pnpm-lock.yaml', 'mf-sales/src', 'mf-sales/vite.widget-quick-search.config.ts', 'tools/build/src/widget-build.ts', 'mf-sales/package.json',
        'shared-kit/src', 'api-contract/src'],
      output: join(portalDir, 'widgets', 'busdesk-quick-search.js'),
      run: () => {
        if (pnpm(['--filter', '@busdesk/mf-sales', 'exec', 'vite', 'build', '-c', 'vite.widget-quick-search.config.ts']) !== 0) {
          throw new Error('quick-search widget build failed');
        }
      },
    },
    {
      // The standalone <busdesk-softphone> bundle, built like the seat map's. Served at /widgets/busdesk-softphone.js.
      name: 'widget-softphone',
      inputs: ['pnpm-lock.yaml', 'mf-telephony/src', 'mf-telephony/vite.widget.config.ts', 'tools/build/src/widget-build.ts', 'mf-telephony/package.json',
        'shared-kit/src', 'api-contract/src'],
      output: join(portalDir, 'widgets', 'busdesk-softphone.js'),
      run: () => {
        if (pnpm(['--filter', '@busdesk/mf-telephony', 'exec', 'vite', 'build', '-c', 'vite.widget.config.ts']) !== 0) {
          throw new Error('softphone widget build failed');
        }
      },
    },
    ...(serverPackage.scripts?.build
      ? [{
          name: 'server',
          inputs: ['pnpm-lock.yaml', 'server/src', 'server/build.mjs', 'server/package.json', 'api-contract/src'],
          output: join(root, 'server', 'dist', 'main.mjs'),
          run: () => {
            if (pnpm(['--filter', '@busdesk/server', 'build']) !== 0) throw new Error('server build failed');
          },
        }]
      : []),
  ];
}

const lockDir = join(root, 'dist', '.build-lock');

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * One build at a time per checkout: two builds emptying and writing the same dist/portal directories
 * leave a portal whose import map names files the other build deleted.
 */
function acquireLock() {
  mkdirSync(dirname(lockDir), { recursive: true });
  const deadline = Date.now() + 15 * 60_000;
  let announced = false;
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(join(lockDir, 'pid'), String(process.pid));
      return () => rmSync(lockDir, { recursive: true, force: true });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    let owner = 0;
    try {
      owner = Number(readFileSync(join(lockDir, 'pid'), 'utf8'));
    } catch {
      // the owner is between mkdir and writing its pid
    }
    if (owner > 0 && !alive(owner)) {
      rmSync(lockDir, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`another build (pid ${owner}) holds ${relative(root, lockDir)}`);
    if (!announced) log(`waiting for another build (pid ${owner || '?'}) to finish…`);
    announced = true;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
  }
}

export function buildAll(options = {}) {
  const release = acquireLock();
  try {
    buildSteps(options);
  } finally {
    release();
  }
}

function buildSteps({ force = false }) {
  const started = performance.now();
  const stamp = force ? {} : readStamp();
  let built = 0;
  for (const step of steps()) {
    const hash = hashInputs(step.inputs);
    if (stamp[step.name] === hash && existsSync(step.output)) {
      log(`${step.name}: up to date`);
      continue;
    }
    const t = performance.now();
    log(`${step.name}: building…`);
    step.run();
    // Recorded step by step, so an interrupted build resumes where it stopped.
    stamp[step.name] = hash;
    writeStamp(stamp);
    built += 1;
    log(`${step.name}: done in ${seconds(t)}`);
  }
  log(built === 0 ? `nothing to do (${seconds(started)})` : `built ${built} step(s) in ${seconds(started)} → ${relative(root, portalDir)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    buildAll({ force: process.argv.includes('--force') });
  } catch (error) {
    process.stderr.write(`[build] ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
