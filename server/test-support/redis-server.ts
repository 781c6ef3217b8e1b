import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const REDIS_SERVER = '/usr/bin/redis-server';

export interface RedisServer {
  url: string;
  /** Stops Redis (SIGTERM, nothing kept: no persistence) and starts it again on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/**
 * A throwaway redis-server (Debian's, installed by `npm test`'s system-deps step) on a free loopback port, without
 * persistence, for the tests of several instances sharing one Redis.
 */
export async function startRedisServer(): Promise<RedisServer> {
  if (!fs.existsSync(REDIS_SERVER)) throw new Error(`${REDIS_SERVER} is missing: \`npm test\` installs Debian's redis-server (or apt-get install redis-server)`);
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'busdesk-redis-'));
  let child: ChildProcess | null = null;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const c = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
      child = c;
      let out = '';
      const onData = (d: Buffer) => {
        out += d.toString();
        if (out.includes('Ready to accept connections')) {
          c.stdout?.off('data', onData);
          resolve();
        }
      };
      c.stdout?.on('data', onData);
      c.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
    });
  const stop = async () => {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null) return;
    await new Promise((resolve) => c.once('exit', resolve).kill('SIGTERM'));
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async restart() {
      await stop();
      await start();
    },
    async stop() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
