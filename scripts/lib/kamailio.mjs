// A throwaway Kamailio for one test run: the repository's SIP-over-WebSocket config (tools/kamailio/kamailio-ws.cfg)
// on a free loopback port, with its own run directory and a db_text subscriber table of the given extensions
// (digest authentication: a line registers only with its password). Not the system service. Removed at the end.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';
import { KAMAILIO, kamailioModulesDir } from './system-deps.mjs';

export const KAMAILIO_CONFIG = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'tools', 'kamailio', 'kamailio-ws.cfg');

/** db_text keeps one row per line, columns separated by ':' (escaped as '\:'), like the Debian templates. */
const dbText = (value) => String(value).replaceAll('\\', '\\\\').replaceAll(':', '\\:').replaceAll('\n', '\\n');

function writeSubscribers(dir, domain, users) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'version'), 'id(int,auto) table_name(string) table_version(int) \n0:version:1\n0:subscriber:7\n');
  const rows = users.map(({ user, password }, i) => `${i + 1}:${dbText(user)}:${dbText(domain)}:${dbText(password)}::\n`);
  // ha1/ha1b stay empty (null): the config computes the digest from the password column.
  writeFileSync(join(dir, 'subscriber'), `id(int,auto) username(string) domain(string) password(string) ha1(string,null) ha1b(string,null) \n${rows.join('')}`);
}

function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

const canConnect = (port) =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Starts Kamailio with the extensions `users` ({ user, password }) on `domain`. Resolves once it accepts connections
 * with { socketUrl (ws://127.0.0.1:<port>), domain, port, logFile, stop }; stop() is idempotent and never throws.
 * @param {{ users: { user: string, password: string }[], domain?: string, timeoutMs?: number }} options
 */
export async function startThrowawayKamailio({ users, domain = '127.0.0.1', timeoutMs = 20_000 }) {
  const modules = kamailioModulesDir();
  if (!modules) {
    throw new Error('Kamailio is not installed (apt-get install kamailio kamailio-websocket-modules; `npm test` installs them)');
  }
  const dir = mkdtempSync(join(tmpdir(), 'busdesk-kamailio-'));
  const db = join(dir, 'db');
  writeSubscribers(db, domain, users);
  const port = await freePort();
  const logFile = join(dir, 'kamailio.log');
  const log = createWriteStream(logFile);
  // -DD: stay in the foreground (its workers are its children and go with it); -E: log to stderr; small memory pools.
  const args = [
    '-f', KAMAILIO_CONFIG,
    '-L', modules,
    '-A', `SIP_LISTEN=tcp:127.0.0.1:${port}`,
    '-A', `SIP_ALIAS=127.0.0.1:${port}`,
    '-A', `DB_URL="text://${db}"`,
    '-DD', '-E', '-m', '32', '-M', '4',
    '-Y', dir,
    '-P', join(dir, 'kamailio.pid'),
  ];
  const child = spawn(KAMAILIO, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  // Both into one log, which ends when both have: Kamailio closes its stdout as it starts, and a plain pipe would end
  // the log then — losing every later line, and a stderr line caught between the end and the log's finish threw
  // 'write after end' out of the test run (CI, 2026-12-01).
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  // 'close', not 'exit': the last lines of its output are still in the pipe when the process has exited.
  const exited = new Promise((resolve) => child.once('close', resolve));
  exited.then(() => log.end());
  let spawnError;
  child.once('error', (err) => (spawnError = err));

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null && !spawnError) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
      // Its workers hold the pipe too; a killed main process must not leave stop() waiting on them forever.
      let bound;
      await Promise.race([exited, new Promise((resolve) => (bound = setTimeout(resolve, 10_000)))]);
      clearTimeout(killer);
      clearTimeout(bound);
    }
    if (!process.env.BUSDESK_E2E_KEEP) rmSync(dir, { recursive: true, force: true });
  };

  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (spawnError) throw new Error(`could not start ${KAMAILIO}: ${spawnError.message}`);
      if (child.exitCode !== null) throw new Error(`Kamailio exited with code ${child.exitCode} before it listened:\n${tail(logFile)}`);
      if (await canConnect(port)) break;
      if (Date.now() > deadline) throw new Error(`Kamailio did not listen on 127.0.0.1:${port} within ${timeoutMs / 1000} s:\n${tail(logFile)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { socketUrl: `ws://127.0.0.1:${port}`, domain, port, logFile, stop };
}
