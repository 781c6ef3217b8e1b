import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/**
 * Starts a Debian daemon (redis-server, mosquitto) on loopback and resolves once `readyText` appears in its output;
 * stop() ends it. Its output is kept being read (a full pipe would stall it).
 */
export function startDaemon(command: string, args: string[], readyText: RegExp): Promise<{ child: ChildProcess; stop(): Promise<void> }> {
  if (!fs.existsSync(command)) throw new Error(`${command} is missing: apt-get install ${path.basename(command) === 'redis-server' ? 'redis-server' : 'mosquitto'}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const timer = setTimeout(() => {
      // Not left running when it never said it was ready.
      child.kill('SIGTERM');
      reject(new Error(`${command} did not start: ${out}`));
    }, 30_000);
    const onData = (d: Buffer) => {
      out += d.toString();
      if (readyText.test(out)) {
        clearTimeout(timer);
        resolve({
          child,
          stop: () => new Promise<void>((done) => (child.exitCode !== null ? done() : child.once('exit', () => done()).kill('SIGTERM'))),
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${command} exited (${code}): ${out}`)));
  });
}

/** A throwaway redis-server on a free loopback port, without persistence (the cluster's shared Redis). */
export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'busdesk-bench-redis-'));
  const daemon = await startDaemon('/usr/bin/redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], /Ready to accept connections/);
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      await daemon.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
