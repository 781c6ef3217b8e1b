import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeImportMap, type ImportMap } from './import-map';
import { PORTAL_DIR, REPO_ROOT, TOOLS_DIR } from './paths';
import { precompressPortal } from './precompress';

// Through tools/build's own node_modules: not every package exports its package.json.
function packageDir(name: string): string {
  return join(TOOLS_DIR, 'node_modules', name);
}

function version(name: string): string {
  return (JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')) as { version: string }).version;
}

/** Copies a file of an npm package to a versioned URL (so it can be cached as immutable). */
export function copyVersioned(name: string, file: string, portalDir: string): string {
  const urlDir = `vendor/${name}@${version(name)}`;
  mkdirSync(join(portalDir, urlDir), { recursive: true });
  copyFileSync(join(packageDir(name), file), join(portalDir, urlDir, file.split('/').pop() ?? file));
  return `/${urlDir}/${file.split('/').pop() ?? file}`;
}

export interface AssembleResult {
  readonly importMap: ImportMap;
}

/**
 * Finishes dist/portal after the System builds: the SystemJS loader and import-map-overrides (copied from
 * node_modules under versioned URLs), index.html from root-config's template, and importmap.json; then the
 * compressed copies the server sends as they are (precompress.ts).
 */
export function assemblePortal(portalDir = PORTAL_DIR): AssembleResult {
  // s.js is the minimal loader: System.register modules and import maps, which is all the portal uses.
  const systemjs = copyVersioned('systemjs', 'dist/s.min.js', portalDir);
  const imoFull = copyVersioned('import-map-overrides', 'dist/import-map-overrides.js', portalDir);
  const imoApi = copyVersioned('import-map-overrides', 'dist/import-map-overrides-api.js', portalDir);
  const importMap = writeImportMap(portalDir);
  const template = readFileSync(join(REPO_ROOT, 'root-config', 'index.html'), 'utf8');
  const values: Record<string, string> = {
    SYSTEMJS_URL: systemjs,
    IMO_URL: imoFull,
    IMO_API_URL: imoApi,
    ROOT_CONFIG_URL: importMap.imports['@busdesk/root-config'] ?? '',
  };
  const html = template.replace(/%([A-Z][A-Z_]+_URL)%/g, (whole, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`root-config/index.html: unknown placeholder ${whole}`);
    return value;
  });
  writeFileSync(join(portalDir, 'index.html'), html);
  precompressPortal(portalDir);
  return { importMap };
}
