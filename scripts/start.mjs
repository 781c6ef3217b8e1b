#!/usr/bin/env node
// `npm start`: from a fresh clone with only Node 20 and npm to a running Busdesk on http://localhost:8080.
// Gets pnpm, installs, builds what changed (scripts/build.mjs) and runs the server, which serves the portal
// and the API on one port and prints the URL and the demo accounts. PORT changes the port.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from './build.mjs';
import { pnpm, pnpmCommand } from './pnpm.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function log(message) {
  process.stdout.write(`[busdesk] ${message}\n`);
}

function install() {
  if (!existsSync(join(root, 'pnpm-lock.yaml'))) {
    log('no pnpm-lock.yaml: resolving dependencies (pnpm install)…');
    return pnpm(['install']);
  }
  log('installing dependencies (pnpm install --frozen-lockfile)…');
  const status = pnpm(['install', '--frozen-lockfile']);
  if (status === 0) return 0;
  // A lockfile that no longer matches package.json should not keep a user from starting the product;
  // CI (npm test) keeps the strict behaviour.
  log('the lockfile does not match package.json: retrying with a plain pnpm install');
  return pnpm(['install', '--no-frozen-lockfile']);
}

function serverCommand() {
  const bundle = join(root, 'server', 'dist', 'main.mjs');
  if (existsSync(bundle)) return { command: process.execPath, args: [bundle], cwd: join(root, 'server') };
  const [cmd, ...pre] = pnpmCommand();
  return { command: cmd, args: [...pre, '--filter', '@busdesk/server', 'exec', 'tsx', 'src/main.ts'], cwd: root };
}

function main() {
  if (install() !== 0) {
    log('pnpm install failed');
    return 1;
  }
  try {
    buildAll({ force: process.argv.includes('--rebuild') });
  } catch (error) {
    log(`build failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const { command, args, cwd } = serverCommand();
  const env = {
    ...process.env,
    PORT: process.env.PORT ?? '8080',
    PORTAL_DIR: process.env.PORTAL_DIR ?? join(root, 'dist', 'portal'),
  };
  // Its own process group, so a Ctrl+C in the terminal reaches the server once (forwarded below)
  // rather than twice, which a server may take as "stop waiting for a clean shutdown".
  const server = spawn(command, args, { cwd, env, stdio: 'inherit', detached: true });
  // The server owns shutdown (closing the database cleanly); we only pass the signal on and wait.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => server.kill(signal));
  }
  server.on('exit', (code, signal) => {
    process.exitCode = code ?? (signal ? 128 + (signal === 'SIGINT' ? 2 : 15) : 1);
  });
  return undefined;
}

const status = main();
if (status !== undefined) process.exitCode = status;
