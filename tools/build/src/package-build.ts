import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { REPO_ROOT } from './paths';
import { defineSystemLibConfig } from './system-lib-config';

/** Builds a workspace package with its own vite.config.ts (the MF preset), in production mode. */
export async function buildPackage(dir: string): Promise<void> {
  const root = join(REPO_ROOT, dir);
  const configFile = join(root, 'vite.config.ts');
  if (!existsSync(configFile)) throw new Error(`${dir} has no vite.config.ts`);
  await build({ root, configFile, mode: 'production', logLevel: 'warn' });
}

/**
 * api-contract is shared code but also the server's dependency, so it keeps no browser build config of
 * its own: the System library is defined here, with zod bundled in (see PRIVATE_PACKAGES).
 */
export async function buildApiContract(): Promise<void> {
  const root = join(REPO_ROOT, 'api-contract');
  const config = defineSystemLibConfig({ name: '@busdesk/api-contract', root });
  await build({ ...config({ command: 'build', mode: 'production' }), configFile: false });
}
