// A throwaway PostgreSQL cluster for one test run: its own data directory, a free loopback port, trust
// authentication on 127.0.0.1 only, fsync off (the data is thrown away). Removed at the end even on failure.
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';
import { run, StepFailure } from './steps.mjs';

/** initdb refuses to run as root; as root, run every server program as the Debian `postgres` user. */
function asPostgres(binDir, program, args) {
  const path = join(binDir, program);
  if (process.getuid?.() !== 0) return [path, args];
  return ['runuser', ['-u', 'postgres', '--', path, ...args]];
}

function postgresIds() {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    throw new StepFailure('running as root but there is no `postgres` user (it comes with the Debian postgresql package)');
  }
}

/**
 * Starts a cluster and creates `database`. Returns { url, socketUrl, port, binDir, stop, pause, resume }; stop() is
 * idempotent and never throws; pause() stops the server but keeps its data (a PostgreSQL restart, for the cluster
 * suite) and resume() starts it again on the same port.
 * @param {string} binDir e.g. /usr/lib/postgresql/15/bin
 */
export async function startThrowawayPostgres(binDir, database = 'busdesk_test') {
  const dir = mkdtempSync(join(tmpdir(), 'busdesk-pg-'));
  const data = join(dir, 'data');
  if (process.getuid?.() === 0) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  let started = false;
  const stop = async () => {
    if (started) {
      started = false;
      const [cmd, args] = asPostgres(binDir, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      await run(cmd, args, { timeoutMs: 30_000 }).catch((err) => console.error(`could not stop PostgreSQL: ${err.message}`));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const startServer = async () => {
    const pgCtl = asPostgres(binDir, 'pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60', '-o', opts, 'start']);
    started = true;
    await run(pgCtl[0], pgCtl[1], { label: 'pg_ctl start', timeoutMs: 90_000 });
  };
  try {
    const initdb = asPostgres(binDir, 'initdb', ['-D', data, '-U', 'postgres', '--auth-local=trust', '--auth-host=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
    await run(initdb[0], initdb[1], { label: 'initdb', timeoutMs: 120_000 });
    await startServer();
    // createdb over TCP exercises the same path the tests use (127.0.0.1, trust).
    await run(join(binDir, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database], { label: 'createdb', timeoutMs: 30_000 });
  } catch (err) {
    await stop();
    throw err;
  }
  // socketUrl: the same database over the Unix socket, as a server on the database's own machine would connect.
  const pause = async () => {
    const [cmd, args] = asPostgres(binDir, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    await run(cmd, args, { label: 'pg_ctl stop', timeoutMs: 60_000 });
    started = false;
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    socketUrl: `postgres://postgres@/${database}?host=${encodeURIComponent(dir)}&port=${port}`,
    port,
    binDir,
    stop,
    pause,
    resume: startServer,
  };
}
