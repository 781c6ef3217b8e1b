import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { EntryManifest } from './entry-manifest';
import { ENTRY_MANIFEST, PORTAL_DIR } from './paths';
import { allSharedModules } from './shared-modules';

export interface ImportMap {
  readonly imports: Record<string, string>;
}

/** Reads every entry.json one level under the portal directory (vendor, shared-kit, each MF …). */
export function collectEntryManifests(portalDir = PORTAL_DIR): Map<string, string> {
  const found = new Map<string, string>();
  for (const dir of readdirSync(portalDir, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    const file = join(portalDir, dir.name, ENTRY_MANIFEST);
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as EntryManifest;
    for (const [specifier, entryFile] of Object.entries(manifest.imports)) {
      const url = `/${relative(portalDir, join(portalDir, dir.name, entryFile)).split('\\').join('/')}`;
      const previous = found.get(specifier);
      if (previous !== undefined && previous !== url) {
        throw new Error(`${specifier} is built twice: ${previous} and ${url}`);
      }
      found.set(specifier, url);
    }
  }
  return found;
}

/**
 * The import map of the portal: every shared module and every application, each exactly once.
 * Missing shared modules are an error here rather than a blank page in the browser.
 */
export function generateImportMap(portalDir = PORTAL_DIR): ImportMap {
  const found = collectEntryManifests(portalDir);
  const missing = allSharedModules().map((m) => m.id).filter((id) => !found.has(id));
  if (missing.length > 0) throw new Error(`import map: no build output for ${missing.join(', ')}`);
  const imports: Record<string, string> = {};
  for (const specifier of [...found.keys()].sort()) imports[specifier] = found.get(specifier) ?? '';
  return { imports };
}

export function writeImportMap(portalDir = PORTAL_DIR): ImportMap {
  const map = generateImportMap(portalDir);
  writeFileSync(join(portalDir, 'importmap.json'), `${JSON.stringify(map, null, 2)}\n`);
  return map;
}
