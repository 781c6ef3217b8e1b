// Debian packages the tests need: Chromium for the browser tests, the PostgreSQL 15 server for the
// second run of the server suite, zbarimg (zbar-tools) to decode the bank QR images the payment tests make, and
// redis-server and nginx for the tests of several instances (server/test/cluster-*.test.ts, the cluster step and
// `npm run cluster`). Installed only when missing, so a prepared machine pays nothing.
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { run, StepFailure } from './steps.mjs';

export const CHROMIUM = '/usr/bin/chromium';
export const ZBARIMG = '/usr/bin/zbarimg';
export const REDIS_SERVER = '/usr/bin/redis-server';
export const NGINX = '/usr/sbin/nginx';
const PG_ROOT = '/usr/lib/postgresql';

/** The newest installed PostgreSQL server's bin directory, or null. */
export function postgresBinDir() {
  if (!existsSync(PG_ROOT)) return null;
  const versions = readdirSync(PG_ROOT)
    .filter((v) => existsSync(join(PG_ROOT, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(PG_ROOT, versions[0], 'bin') : null;
}

// dpkg's lock is shared by everyone on the machine; wait for it instead of failing on contention.
const APT = ['-o', 'DPkg::Lock::Timeout=600', '-o', 'Dpkg::Options::=--force-confold', '-q'];

/** Installs the missing packages; returns a note for the summary. */
export async function ensureSystemDeps() {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push('chromium');
  if (!postgresBinDir()) missing.push('postgresql');
  if (!existsSync(ZBARIMG)) missing.push('zbar-tools');
  if (!existsSync(REDIS_SERVER)) missing.push('redis-server');
  if (!existsSync(NGINX)) missing.push('nginx');
  if (missing.length === 0) return 'chromium, postgresql, zbar-tools, redis-server and nginx present';

  if (process.platform !== 'linux' || !existsSync('/usr/bin/apt-get')) {
    throw new StepFailure(`missing ${missing.join(' and ')}; this machine has no apt-get: install them by hand (Chromium at ${CHROMIUM}, PostgreSQL 15 server, zbar-tools, redis-server, nginx)`);
  }
  const asRoot = process.getuid?.() === 0;
  if (!asRoot && !existsSync('/usr/bin/sudo')) {
    throw new StepFailure(`missing ${missing.join(' and ')}; run as root or install them: apt-get install -y ${missing.join(' ')}`);
  }
  const sudo = asRoot ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => {
    const [cmd, ...rest] = [...sudo, 'apt-get', ...APT, ...args];
    return run(cmd, rest, { env, timeoutMs: 20 * 60_000 });
  };

  // The postgresql, redis-server and nginx packages start their default services where the init system allows it.
  // We run our own throwaway ones on free ports, so forbid service starts during the install (policy-rc.d, the
  // Debian mechanism for exactly this) and remove the guard afterwards if we created it.
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = asRoot && !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, '#!/bin/sh\n# written by busdesk scripts/test.mjs during apt-get install\nexit 101\n', { mode: 0o755 });
  try {
    console.log(`installing ${missing.join(', ')} from Debian …`);
    await apt(['update']);
    // Recommends stay on: they bring Chromium's fonts, which pages with Vietnamese text need to render.
    await apt(['install', '-y', ...missing]);
  } finally {
    if (ownPolicy) rmSync(policy, { force: true });
  }
  if (!existsSync(CHROMIUM)) throw new StepFailure(`apt-get installed chromium but ${CHROMIUM} is missing`);
  if (!postgresBinDir()) throw new StepFailure(`apt-get installed postgresql but no ${PG_ROOT}/*/bin/postgres exists`);
  if (!existsSync(ZBARIMG)) throw new StepFailure(`apt-get installed zbar-tools but ${ZBARIMG} is missing`);
  if (!existsSync(REDIS_SERVER)) throw new StepFailure(`apt-get installed redis-server but ${REDIS_SERVER} is missing`);
  if (!existsSync(NGINX)) throw new StepFailure(`apt-get installed nginx but ${NGINX} is missing`);
  return `installed ${missing.join(', ')}`;
}
