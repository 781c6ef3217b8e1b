// A throwaway Redis for a loopback cluster: Debian's redis-server on 127.0.0.1, no persistence (what it holds —
// the broker's bus and the login throttle's counts — is rebuilt or harmlessly lost on a restart; docs/adr/0096).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../free-port.mjs';
import { REDIS_SERVER } from '../system-deps.mjs';

/**
 * Starts redis-server on `port` (default: a free one). Returns { url, port, pid(), pause(), resume(), restart(),
 * stop() }: pause() stops it keeping the port, resume() starts it again there, restart() does both (the cluster
 * suite's Redis restart); stop() is idempotent.
 */
export async function startRedis({ port, log = () => {} } = {}) {
  const redisPort = port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'busdesk-redis-'));
  let child = null;
  const start = () =>
    new Promise((resolve, reject) => {
      const c = spawn(REDIS_SERVER, ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = c;
      let out = '';
      const timer = setTimeout(() => reject(new Error(`redis-server did not start on ${redisPort}: ${out}`)), 30_000);
      const onData = (d) => {
        out += d.toString();
        if (out.includes('Ready to accept connections')) {
          clearTimeout(timer);
          // Keep reading (and dropping) its log: a full pipe would stall Redis.
          c.stdout.off('data', onData);
          c.stdout.resume();
          resolve();
        }
      };
      c.stdout.on('data', onData);
      c.stderr.on('data', (d) => (out += d.toString()));
      c.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited (${code}): ${out}`));
      });
    });
  const halt = async () => {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    await new Promise((resolve) => c.once('exit', resolve).kill('SIGTERM'));
  };
  await start().catch(async (err) => {
    await halt();
    throw err;
  });
  log(`Redis on 127.0.0.1:${redisPort}`);
  return {
    url: `redis://127.0.0.1:${redisPort}`,
    port: redisPort,
    pid: () => child?.pid,
    /** Stops Redis (its data goes: no persistence) and keeps the port for resume(). */
    pause: halt,
    resume: start,
    async restart() {
      await halt();
      await start();
    },
    async stop() {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
