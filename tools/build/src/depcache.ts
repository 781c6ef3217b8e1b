import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { jsFiles } from './js-files';
import { systemRegisterDependencies } from './system-register';

/**
 * The import map's `depcache` (ADR 0115): for each System module under `portalDir`, keyed by its URL, the modules it
 * imports statically, as the module itself names them. When SystemJS instantiates a module it requests these at once
 * (and theirs, recursively), so a screen's static graph downloads in one wave instead of one wave per level of
 * imports discovered as each file arrives. Dynamic imports are left out: a lazy screen or dialog still loads only
 * when it is asked for. Files that are not System modules (SystemJS, import-map-overrides) and modules without
 * imports have no entry.
 */
export function portalDepcache(portalDir: string): Record<string, string[]> {
  const depcache: Record<string, string[]> = {};
  for (const file of jsFiles(portalDir)) {
    const dependencies = systemRegisterDependencies(readFileSync(file, 'utf8'));
    if (dependencies === null || dependencies.length === 0) continue;
    depcache[`/${relative(portalDir, file).split('\\').join('/')}`] = dependencies;
  }
  return depcache;
}
