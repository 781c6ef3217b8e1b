#!/usr/bin/env node
// Runs the pinned pnpm, installing it into .tools/ first when this machine lacks it.
// Only Node 20 and npm are promised on a fresh machine; corepack fails signature checks here,
// so a project-local npm install of the exact version is the dependable way to get pnpm.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PNPM_VERSION = '12.21.0';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const local = join(root, '.tools', 'node_modules', 'pnpm', 'bin', 'pnpm.mjs');

function globalPnpmOk() {
  const r = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  return r.status === 0 && r.stdout.trim() === PNPM_VERSION;
}

export function pnpmCommand() {
  if (globalPnpmOk()) return ['pnpm'];
  if (!existsSync(local)) {
    console.log(`[busdesk] installing pnpm ${PNPM_VERSION} into .tools/ …`);
    const r = spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', join(root, '.tools'), `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error('could not install pnpm');
  }
  return [process.execPath, local];
}

export function pnpm(args, opts = {}) {
  const [cmd, ...pre] = pnpmCommand();
  const r = spawnSync(cmd, [...pre, ...args], { stdio: 'inherit', cwd: root, ...opts });
  return r.status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(pnpm(process.argv.slice(2)));
}
