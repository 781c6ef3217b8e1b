import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, startStaticServer, type PortalServer } from './portal-server';

/** The floor page's sources: an entry and one chunk per page (floor-login.tsx, floor-shell.tsx). */
const FLOOR_SOURCES = join(REPO_ROOT, 'bench', 'floor');
const TSX_CLI = join(REPO_ROOT, 'tools', 'build', 'node_modules', 'tsx', 'dist', 'cli.mjs');
const BUILD_CLI = join(REPO_ROOT, 'tools', 'build', 'src', 'cli.ts');

export interface FloorPage {
  readonly server: PortalServer;
  /** The shared modules each floor page imports before it paints (what its vendor build packed for it). */
  readonly pages: Readonly<Record<string, readonly string[]>>;
  close(): Promise<void>;
}

/**
 * Builds the first-paint floor (bench/floor: react, react-dom, the MUI components the login page and the shell show,
 * axios, single-spa, SystemJS and one tiny entry) with the portal's own build tools (`cli.ts floor`: the MF preset,
 * the vendor build with its first-paint packing, the import map), production mode, into a temporary directory, and
 * serves it. Built in the bench's own run, so the floor always follows the versions the portal is built with.
 */
export async function buildFloorPage(): Promise<FloorPage> {
  const dir = mkdtempSync(join(tmpdir(), 'busdesk-floor-'));
  const built = spawnSync(process.execPath, [TSX_CLI, BUILD_CLI, 'floor', FLOOR_SOURCES, dir], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (built.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`floor page build failed (exit ${built.status ?? built.signal})`);
  }
  const pages = JSON.parse(built.stdout.trim().split('\n').pop() ?? '{}') as Record<string, string[]>;
  const server = await startStaticServer(dir);
  return {
    server,
    pages,
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
