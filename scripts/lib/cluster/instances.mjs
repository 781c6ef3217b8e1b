// The server instances of a loopback cluster: the built bundle (server/dist/main.mjs), exactly as `npm start` runs
// it, once per instance, each on its own port and with its own DATA_DIR (its report export files), all on one
// PostgreSQL and one Redis (docs/adr/0096–0098).
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../free-port.mjs';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const SERVER_MAIN = join(REPO_ROOT, 'server', 'dist', 'main.mjs');
export const PORTAL_DIR = join(REPO_ROOT, 'dist', 'portal');

/**
 * One instance. `env` is what every instance shares (DATABASE_URL, REDIS_URL, …). Output goes to `logFile`, or to
 * this process's stdout with an `[id]` prefix when `logFile` is null. Returns a handle: start(), ready(),
 * stop() (SIGTERM: drain and exit), kill(signal) (default SIGKILL), running().
 */
export async function createInstance({ id, port, env, dir, logFile, host = '127.0.0.1' }) {
  if (!existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: build first (node scripts/build.mjs)`);
  const instancePort = port ?? (await freePort());
  const dataDir = join(dir, id);
  mkdirSync(dataDir, { recursive: true });
  const url = `http://${host}:${instancePort}`;
  let child = null;
  let exited = Promise.resolve(null);
  const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : null;
  const prefix = (stream) => {
    let rest = '';
    stream.on('data', (d) => {
      const lines = (rest + d.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`[${id}] ${line}\n`);
    });
  };

  const handle = {
    id,
    port: instancePort,
    url,
    logFile,
    pid: () => child?.pid,
    running: () => Boolean(child && child.exitCode === null && child.signalCode === null),
    start() {
      const c = spawn(process.execPath, [SERVER_MAIN], {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
          PORTAL_DIR,
          // Requests an old nginx worker accepted just before the reload that took this instance out still reach it
          // after SIGTERM: it keeps serving them for a second before it stops accepting (docs/adr/0098). Without
          // it the drain test saw one 503 in 274 requests.
          DRAIN_DELAY_MS: '1000',
          ...env,
          PORT: String(instancePort),
          HOST: host,
          INSTANCE_ID: id,
          DATA_DIR: dataDir,
          // Behind the proxy: the client address is X-Forwarded-For, which nginx overwrites (nginx.mjs).
          TRUST_PROXY: 'true',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = c;
      if (log) {
        c.stdout.pipe(log, { end: false });
        c.stderr.pipe(log, { end: false });
      } else {
        prefix(c.stdout);
        prefix(c.stderr);
      }
      exited = new Promise((resolve) => c.once('exit', (code, signal) => resolve(code ?? signal)));
      return handle;
    },
    /** Resolves once /ready answers 200; rejects if the process exits first or after `timeoutMs`. */
    async ready(timeoutMs = 180_000) {
      const deadline = Date.now() + timeoutMs;
      let last = 'no answer yet';
      while (Date.now() < deadline) {
        if (!handle.running()) throw new Error(`instance ${id} exited before it was ready${logFile ? ` (log: ${logFile})` : ''}`);
        try {
          const res = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(2000) });
          if (res.ok) return handle;
          last = `HTTP ${res.status}`;
        } catch (err) {
          last = err instanceof Error ? err.message : String(err);
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`instance ${id} not ready after ${timeoutMs / 1000} s (${last})`);
    },
    /** SIGTERM: the instance drains (in-flight requests finish) and exits; answers its exit code. */
    async stop(timeoutMs = 20_000) {
      if (!handle.running()) return exited;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child?.kill('SIGKILL'), timeoutMs);
      const code = await exited;
      clearTimeout(killer);
      return code;
    },
    /** A crash: SIGKILL (or `signal`), nothing finishes; resolves once the process is gone. */
    async kill(signal = 'SIGKILL') {
      if (!handle.running()) return exited;
      child.kill(signal);
      return exited;
    },
    close() {
      log?.end();
    },
  };
  return handle;
}
