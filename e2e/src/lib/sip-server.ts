// The throwaway Kamailio of the browser tests (SIP over WebSocket, digest authentication), started once by the
// global setup with two extensions whose passwords are made for this run. The starter is the test command's own
// (scripts/lib/kamailio.mjs, shared with anyone running the config by hand); it is loaded by path, like the server
// bundle this package starts, because e2e depends on no other package.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './server';

export interface SipExtension {
  user: string;
  password: string;
}

/** What the tests get: where the SIP server is and the two extensions it knows. */
export interface SipServerInfo {
  socketUrl: string;
  domain: string;
  extensions: [SipExtension, SipExtension];
}

export interface RunningSipServer extends SipServerInfo {
  logFile: string;
  stop(): Promise<void>;
}

interface KamailioModule {
  startThrowawayKamailio(options: { users: SipExtension[] }): Promise<{ socketUrl: string; domain: string; logFile: string; stop(): Promise<void> }>;
}

/** Extension numbers that no demo line uses, so the tests' lines never clash with the seeded ones. */
const EXTENSIONS = ['7101', '7102'] as const;

export async function startSipServer(): Promise<RunningSipServer> {
  const { startThrowawayKamailio } = (await import(pathToFileURL(join(REPO_ROOT, 'scripts', 'lib', 'kamailio.mjs')).href)) as KamailioModule;
  const extensions = EXTENSIONS.map((user) => ({ user, password: randomBytes(12).toString('base64url') })) as [SipExtension, SipExtension];
  const kamailio = await startThrowawayKamailio({ users: extensions });
  return { socketUrl: kamailio.socketUrl, domain: kamailio.domain, extensions, logFile: kamailio.logFile, stop: kamailio.stop };
}
