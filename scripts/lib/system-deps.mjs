// Debian packages the tests need: Chromium for the browser tests, the PostgreSQL 15 server for the
// second run of the server suite, zbarimg (zbar-tools) to decode the bank QR images the payment tests make, and
// redis-server and nginx for the tests of several instances (server/test/cluster-*.test.ts, the cluster step and
// `npm run cluster`), and Kamailio with its WebSocket modules, the SIP server the browser softphone test registers
// its two lines on. Installed only when missing, so a prepared machine pays nothing.
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { run, StepFailure } from './steps.mjs';

export const CHROMIUM = '/usr/bin/chromium';
export const ZBARIMG = '/usr/bin/zbarimg';
export const KAMAILIO = '/usr/sbin/kamailio';
export const REDIS_SERVER = '/usr/bin/redis-server';
export const NGINX = '/usr/sbin/nginx';

/**
 * Debian's Kamailio module directory (/usr/lib/<multiarch triplet>/kamailio/modules) holding websocket.so, which
 * comes from kamailio-websocket-modules; null when either package is missing.
 */
export function kamailioModulesDir() {
  if (!existsSync('/usr/lib')) return null;
  for (const triplet of readdirSync('/usr/lib')) {
    const dir = join('/usr/lib', triplet, 'kamailio', 'modules');
    if (existsSync(join(dir, 'websocket.so'))) return dir;
  }
  return null;
}
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

/** What each Debian package provides here, and whether it is present. */
const PACKAGES = {
  chromium: { present: () => existsSync(CHROMIUM), what: `Chromium at ${CHROMIUM}` },
  postgresql: { present: () => Boolean(postgresBinDir()), what: `PostgreSQL 15 server under ${PG_ROOT}` },
  'zbar-tools': { present: () => existsSync(ZBARIMG), what: `zbarimg at ${ZBARIMG}` },
  'redis-server': { present: () => existsSync(REDIS_SERVER), what: `redis-server at ${REDIS_SERVER}` },
  nginx: { present: () => existsSync(NGINX), what: `nginx at ${NGINX}` },
  kamailio: { present: () => existsSync(KAMAILIO), what: `kamailio at ${KAMAILIO}` },
  'kamailio-websocket-modules': { present: () => Boolean(kamailioModulesDir()), what: 'websocket.so under /usr/lib/*/kamailio/modules' },
};

/** Installs the missing packages the tests need; returns a note for the summary. */
export const ensureSystemDeps = () => ensurePackages(['chromium', 'postgresql', 'zbar-tools', 'redis-server', 'nginx', 'kamailio', 'kamailio-websocket-modules']);

/** What `npm run cluster` needs: PostgreSQL, Redis and nginx (docs/adr/0098). */
export const ensureClusterDeps = () => ensurePackages(['postgresql', 'redis-server', 'nginx']);

/** Installs those of `names` (Debian package names of PACKAGES) that are missing; returns a note. */
export async function ensurePackages(names) {
  const missing = names.filter((name) => !PACKAGES[name].present());
  if (missing.length === 0) return `${names.join(', ')} present`;

  if (process.platform !== 'linux' || !existsSync('/usr/bin/apt-get')) {
    throw new StepFailure(`missing ${missing.join(' and ')}; this machine has no apt-get: install them by hand (${missing.map((m) => PACKAGES[m].what).join(', ')})`);
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

  // The postgresql, redis-server, nginx and kamailio packages start their default services where the init system
  // allows it. We run our own throwaway ones on free ports, so forbid service starts during the install (policy-rc.d, the
  // Debian mechanism for exactly this) and remove the guard afterwards if we created it.
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = asRoot && !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, '#!/bin/sh\n# written by busdesk scripts/lib/system-deps.mjs during apt-get install\nexit 101\n', { mode: 0o755 });
  try {
    console.log(`installing ${missing.join(', ')} from Debian …`);
    await apt(['update']);
    // Recommends stay on: they bring Chromium's fonts, which pages with Vietnamese text need to render.
    await apt(['install', '-y', ...missing]);
  } finally {
    if (ownPolicy) rmSync(policy, { force: true });
  }
  const still = missing.filter((name) => !PACKAGES[name].present());
  if (still.length) throw new StepFailure(`apt-get installed ${still.join(', ')} but ${still.map((m) => PACKAGES[m].what).join(', ')} is missing`);
  return `installed ${missing.join(', ')}`;
}
