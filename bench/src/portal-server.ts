import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

// A server for the portal benchmarks: the real server (built bundle) on a free loopback port with a
// throw-away data directory, or — when the server is not built — a static file server over dist/portal,
// enough to measure the login page.

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/**
 * The checkout whose built server and portal are measured: this one, or BUSDESK_BUILD — another checkout built with
 * `node scripts/build.mjs` (a `git worktree` of an older commit, to compare with it in the same hour). The floor
 * page is always built from this checkout's tools.
 */
const BUILD_ROOT = process.env.BUSDESK_BUILD ?? REPO_ROOT;
export const PORTAL_DIR = process.env.PORTAL_DIR ?? join(BUILD_ROOT, 'dist', 'portal');

export interface PortalServer {
  readonly url: string;
  /** 'server': the real API is there (login works); 'static': files only. */
  readonly kind: 'server' | 'static';
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

async function startRealServer(): Promise<PortalServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'busdesk-bench-'));
  const child = spawn(process.execPath, [join(BUILD_ROOT, 'server', 'dist', 'main.mjs')], {
    cwd: join(BUILD_ROOT, 'server'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PORTAL_DIR, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    // A fresh data directory is seeded on first start (tens of seconds on 2 busy cores).
    await waitForHttp(`${url}/importmap.json`, child, 180_000);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    kind: 'server',
    close: async () => {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** Serves the files of `dir` (the built portal, or the first-paint bench's floor page) on a free loopback port. */
export async function startStaticServer(dir: string = PORTAL_DIR): Promise<PortalServer> {
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/')).replace(/^(\.\.[/\\])+/, '');
    let file = join(dir, path);
    // Like the real server: unknown paths get index.html, so client-side routes load the portal.
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    kind: 'static',
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** BUSDESK_URL (an already running portal) wins; otherwise the built server; otherwise static files. */
export async function startPortalServer(): Promise<PortalServer> {
  const given = process.env.BUSDESK_URL;
  if (given) return { url: given.replace(/\/$/, ''), kind: 'server', close: async () => undefined };
  if (!existsSync(join(PORTAL_DIR, 'index.html'))) throw new Error(`${PORTAL_DIR} has no index.html: run node scripts/build.mjs`);
  if (existsSync(join(BUILD_ROOT, 'server', 'dist', 'main.mjs'))) return startRealServer();
  return startStaticServer();
}
