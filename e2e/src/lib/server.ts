// Starts the built product exactly as `npm start` runs it (node server/dist/main.mjs), on loopback, with a
// fresh data directory that the server seeds with the demo data on its first start.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '..', '..', '..');
const SERVER_MAIN = join(REPO_ROOT, 'server', 'dist', 'main.mjs');
const PORTAL_DIR = join(REPO_ROOT, 'dist', 'portal');

export interface RunningServer {
  baseUrl: string;
  logFile: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (address && typeof address === 'object' ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

async function waitForHealth(url: string, child: ChildProcess, logFile: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before it was healthy:\n${tail(logFile)}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not healthy after ${timeoutMs / 1000} s (${last}):\n${tail(logFile)}`);
}

export async function startServer(): Promise<RunningServer> {
  for (const [path, what] of [[SERVER_MAIN, 'the server bundle'], [join(PORTAL_DIR, 'index.html'), 'the portal']] as const) {
    // The test command builds before the browser tests; running them alone needs a build first.
    if (!existsSync(path)) throw new Error(`${what} is missing (${path}): run \`node scripts/build.mjs\` first`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'busdesk-e2e-'));
  const logFile = join(dataDir, 'server.log');
  // A session sharing the machine with others may pin its port (BUSDESK_E2E_PORT); otherwise any free one.
  const port = process.env.BUSDESK_E2E_PORT ? Number(process.env.BUSDESK_E2E_PORT) : await freePort();
  const log = createWriteStream(logFile);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(dataDir, 'data'),
    PORTAL_DIR,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    NODE_ENV: 'production',
    // The revenue-by-staff report's Zalo send is one configured account's (docs/adr/0069): the second agency's, so the
    // first agency's screens stay as most installations see them.
    COLLECTION_ZNS_PARTNER_ID: 'p-saoviet',
    COLLECTION_ZNS_TEMPLATE_ID: 'zt-3',
    // The local transport gateway accepts every order here: its demo rates of rejections and lost answers would make
    // a browser test's 'transmitted' depend on chance (the rates' own behaviour is tested on the server).
    TRANSPORT_GATEWAY_LOCAL_REJECT_RATE: '0',
    TRANSPORT_GATEWAY_LOCAL_TIMEOUT_RATE: '0',
  };
  // The embedded database is what a new user gets; a developer's DATABASE_URL must not leak in.
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // One log for both, ended once both are closed ('close'): a plain pipe ends the log with whichever stream ends
  // first, and the other's last lines then throw 'write after end' (scripts/lib/kamailio.mjs met it in CI).
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const closed = new Promise((resolve) => child.once('close', resolve));
  void closed.then(() => log.end());
  const baseUrl = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
      // Its last lines are still in the pipes; bounded, in case something it started holds them.
      let bound: NodeJS.Timeout | undefined;
      await Promise.race([closed, new Promise((r) => (bound = setTimeout(r, 5_000)))]);
      clearTimeout(bound);
    }
    if (!process.env.BUSDESK_E2E_KEEP) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // The first start migrates and seeds the demo data, which takes a while on a loaded machine.
    await waitForHealth(`${baseUrl}/health`, child, logFile, 180_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, logFile, stop };
}
