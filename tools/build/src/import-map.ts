import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { portalDepcache } from './depcache';
import type { EntryManifest } from './entry-manifest';
import { ENTRY_MANIFEST, PORTAL_DIR } from './paths';
import { allSharedModules } from './shared-modules';

export interface ImportMap {
  readonly imports: Record<string, string>;
  /** Each System module's static imports, by URL, for SystemJS to request at once (depcache.ts). */
  readonly depcache?: Record<string, string[]>;
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
 * The import map of the portal: every shared module and every application, each exactly once, and the depcache of
 * every built System module. Missing shared modules are an error here rather than a blank page in the browser.
 */
export function generateImportMap(portalDir = PORTAL_DIR): ImportMap {
  const found = collectEntryManifests(portalDir);
  const missing = allSharedModules().map((m) => m.id).filter((id) => !found.has(id));
  if (missing.length > 0) throw new Error(`import map: no build output for ${missing.join(', ')}`);
  const imports: Record<string, string> = {};
  for (const specifier of [...found.keys()].sort()) imports[specifier] = found.get(specifier) ?? '';
  return { imports, depcache: portalDepcache(portalDir) };
}

export function writeImportMap(portalDir = PORTAL_DIR): ImportMap {
  const map = generateImportMap(portalDir);
  writeFileSync(join(portalDir, 'importmap.json'), importMapJson(map));
  return map;
}

/**
 * The import map as written: one line per module specifier and one per depcache entry, so that the file stays
 * readable and diffable without the ~400 depcache entries' indentation doubling what the browser parses first.
 */
export function importMapJson(map: ImportMap): string {
  const section = (record: Record<string, unknown>) =>
    Object.entries(record)
      .map(([key, value]) => `    ${JSON.stringify(key)}: ${JSON.stringify(value)}`)
      .join(',\n');
  const sections = [`  "imports": {\n${section(map.imports)}\n  }`];
  if (map.depcache) sections.push(`  "depcache": {\n${section(map.depcache)}\n  }`);
  return `{\n${sections.join(',\n')}\n}\n`;
}
