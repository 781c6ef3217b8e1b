import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ImportMap } from './import-map';
import { jsFiles } from './js-files';
import { PORTAL_DIR } from './paths';
import { allSharedModules } from './shared-modules';
import { systemRegisterDependencies } from './system-register';

/**
 * Strings that only appear in the code of a shared library, so finding one in our own output means a
 * copy of that library was bundled (the guard plugin should already have refused the build; this
 * checks the result independently of how it was produced).
 */
export const LIBRARY_MARKERS: readonly { readonly library: string; readonly pattern: RegExp }[] = [
  { library: 'React', pattern: /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE|react\.dev\/errors\// },
  { library: 'MUI', pattern: /mui\.com\/production-error|["']MuiButtonBase["'],\s*\[/ },
  { library: 'emotion', pattern: /data-emotion/ },
  { library: 'rxjs', pattern: /object unsubscribed/ },
  { library: 'single-spa', pattern: /single-spa\.js\.org\/error/ },
];

/**
 * The shell (root-config: login, navbar, sidebar) reaches shared-kit and the contract only through their first-paint
 * modules ('@busdesk/shared-kit/core', '@busdesk/api-contract/core' …): an import of a package index, static or
 * dynamic, would bring every shared component, schema and text into the shell.
 */
const SHELL_DIR = 'root-config';
const SHELL_REFUSES: readonly string[] = ['@busdesk/shared-kit', '@busdesk/api-contract'];

/** The import map modules a System file imports, statically (its register dependencies) or with import(). */
export function systemImportsOf(code: string): string[] {
  const statics = systemRegisterDependencies(code) ?? [];
  const dynamics = [...code.matchAll(/\.import\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1] ?? '');
  return [...statics, ...dynamics].filter((d) => !d.startsWith('.') && !d.startsWith('/'));
}

/** Output directories that are not import-map modules of ours: the vendor build, standalone widget bundles. */
const STANDALONE_DIRS: ReadonlySet<string> = new Set(['vendor', 'widgets']);

/** Counts how often each key is written in the raw JSON (JSON.parse silently keeps the last duplicate). */
function keyCounts(raw: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const match of raw.matchAll(/"((?:[^"\\]|\\.)*)"\s*:/g)) {
    const key = match[1] ?? '';
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** Problems with the assembled portal; an empty list means it passed. */
export function checkPortal(portalDir = PORTAL_DIR): string[] {
  const problems: string[] = [];
  const mapFile = join(portalDir, 'importmap.json');
  if (!existsSync(mapFile)) return [`${mapFile} is missing`];
  const raw = readFileSync(mapFile, 'utf8');
  const map = JSON.parse(raw) as ImportMap;
  const counts = keyCounts(raw);
  for (const { id } of allSharedModules()) {
    const n = counts.get(id) ?? 0;
    if (n !== 1) problems.push(`import map: ${id} appears ${n} times (expected once)`);
  }
  for (const [specifier, url] of Object.entries(map.imports)) {
    if (!existsSync(join(portalDir, url))) problems.push(`import map: ${specifier} → ${url} does not exist`);
  }
  // A depcache entry for a file that is not there: the map is out of step with the build it was written for.
  for (const url of Object.keys(map.depcache ?? {})) {
    if (!existsSync(join(portalDir, url))) problems.push(`import map: depcache of ${url}, which does not exist`);
  }
  if (!existsSync(join(portalDir, 'index.html'))) problems.push('index.html is missing');
  // Our own System builds: everything but the vendor build and the standalone widget bundles (widgets/: IIFE files
  // for partner pages without the import map, which carry their own React and MUI by design).
  for (const dir of readdirSync(portalDir, { withFileTypes: true })) {
    if (!dir.isDirectory() || STANDALONE_DIRS.has(dir.name)) continue;
    for (const file of jsFiles(join(portalDir, dir.name))) {
      const code = readFileSync(file, 'utf8');
      // A module the map does not name fails only in the browser, when the screen that imports it opens.
      for (const missing of systemImportsOf(code).filter((d) => !(d in map.imports))) {
        problems.push(`${relative(portalDir, file)} imports '${missing}', which the import map does not name`);
      }
      for (const { library, pattern } of LIBRARY_MARKERS) {
        if (pattern.test(code)) problems.push(`${relative(portalDir, file)} contains ${library} code (${pattern.source})`);
      }
      if (dir.name !== SHELL_DIR) continue;
      for (const refused of systemImportsOf(code).filter((d) => SHELL_REFUSES.includes(d))) {
        problems.push(`${relative(portalDir, file)} imports '${refused}': the shell uses its first-paint modules ('${refused}/core' …)`);
      }
    }
  }
  return problems;
}
