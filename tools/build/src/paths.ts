import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// tools/build/src → repository root. Every output path derives from here so that builds run from any
// working directory (pnpm --filter, the orchestrator, vitest) write to the same place.
export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const TOOLS_DIR = join(REPO_ROOT, 'tools', 'build');
export const PORTAL_DIR = process.env.PORTAL_OUT_DIR ?? join(REPO_ROOT, 'dist', 'portal');

/** Source directories of our workspace modules that are shared through the import map. */
export const WORKSPACE_MODULE_DIRS: ReadonlyMap<string, string> = new Map([
  ['@busdesk/api-contract', join(REPO_ROOT, 'api-contract')],
  ['@busdesk/shared-kit', join(REPO_ROOT, 'shared-kit')],
]);

/** Where a System build of `name` is written: '@busdesk/mf-sales' → dist/portal/mf-sales. */
export function portalDirOf(name: string): string {
  return join(PORTAL_DIR, name.replace(/^@busdesk\//, ''));
}

/** The manifest each System build writes beside its entry, read by the import map generator. */
export const ENTRY_MANIFEST = 'entry.json';
