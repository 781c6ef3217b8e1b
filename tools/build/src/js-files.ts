import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The .js files under `dir`, at any depth, in a stable order; none when it does not exist. */
export function jsFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.js'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}
