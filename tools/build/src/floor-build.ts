import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import { copyVersioned } from './assemble';
import { walkStaticImports, type ImportingChunk } from './chunk-graph';
import { portalDepcache } from './depcache';
import { collectEntryManifests, importMapJson } from './import-map';
import { TOOLS_DIR } from './paths';
import { allSharedModules, isSharedModule } from './shared-modules';
import { defineSystemLibConfig } from './system-lib-config';
import { buildVendor } from './vendor-build';

/** The import map specifier of a floor page's entry. */
export const FLOOR_ENTRY = '@busdesk/floor';

/** What the floor build reads of one output chunk of the page's own build. */
export interface FloorChunk extends ImportingChunk {
  readonly isEntry: boolean;
  /** The module a dynamic entry chunk stands for (a page: `floor-<page>.tsx`), null for a shared chunk. */
  readonly facade: string | null;
  readonly isDynamicEntry: boolean;
}

/**
 * The shared modules each page of the floor imports before it paints: those of the entry chunk and of the page's
 * chunk (`floor-<page>.tsx`, loaded by single-spa like the portal's shell screens), with their static imports.
 */
export function floorPages(chunks: readonly FloorChunk[]): Record<string, string[]> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (roots: readonly FloorChunk[]): string[] => {
    const modules = new Set<string>();
    walkStaticImports(roots, byFile, (_chunk, externals) => {
      for (const id of externals) if (isSharedModule(id)) modules.add(id);
    });
    return [...modules].sort();
  };
  const entries = chunks.filter((c) => c.isEntry);
  const pages: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const page = chunk.isDynamicEntry && chunk.facade ? /^floor-(.+)\.tsx?$/.exec(basename(chunk.facade))?.[1] : undefined;
    if (page !== undefined) pages[page] = closure([...entries, chunk]);
  }
  if (Object.keys(pages).length === 0) throw new Error('floor page: no floor-<page>.tsx chunk loaded by the entry');
  return pages;
}

function chunkGraph(into: FloorChunk[]): Plugin {
  return {
    name: 'busdesk:floor-chunk-graph',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        into.push({ fileName: item.fileName, isEntry: item.isEntry, isDynamicEntry: item.isDynamicEntry, facade: item.facadeModuleId, imports: item.imports });
      }
    },
  };
}

/**
 * Builds the floor page of the first-paint bench (bench/floor) into `outDir`, exactly as the portal is built: the
 * page's entry `floor.tsx` as a Vite System library with every shared module external (the MF preset), a vendor build
 * of the shared modules it imports with the same first-paint packing (one page per `floor-<page>.tsx`), SystemJS and
 * an import map. Only what the page imports is built, so it measures the stack's own floor.
 */
export async function buildFloorPage(pageDirectory: string, outDirectory: string): Promise<Record<string, string[]>> {
  const pageDir = resolve(pageDirectory);
  const outDir = resolve(outDirectory);
  rmSync(outDir, { recursive: true, force: true });
  const chunks: FloorChunk[] = [];
  // First by the shared modules' own names, which tell what each page imports (the portal's vendor facades must not).
  const config = defineSystemLibConfig({ name: FLOOR_ENTRY, root: pageDir, entry: 'floor.tsx', outDir: join(outDir, 'floor'), vendorDir: null })({
    command: 'build',
    mode: 'production',
  });
  await build({ ...config, configFile: false, cacheDir: join(outDir, '.vite'), plugins: [...(config.plugins ?? []), chunkGraph(chunks)] });

  const pages = floorPages(chunks);
  const wanted = new Set(Object.values(pages).flat());
  // Vendor entries resolve their modules from tools/build, as the portal's do; a directory of its own per build.
  mkdirSync(join(TOOLS_DIR, '.cache'), { recursive: true });
  const entryDir = mkdtempSync(join(TOOLS_DIR, '.cache', 'floor-vendor-entries-'));
  try {
    await buildVendor(join(outDir, 'vendor'), {
      modules: allSharedModules().filter((m) => wanted.has(m.id)),
      firstPaint: pages,
      entryDir,
      chunkReport: false,
    });
  } finally {
    rmSync(entryDir, { recursive: true, force: true });
  }
  // Built again against its vendor build, as the portal's packages are built after theirs: past the facades.
  const final = defineSystemLibConfig({ name: FLOOR_ENTRY, root: pageDir, entry: 'floor.tsx', outDir: join(outDir, 'floor'), vendorDir: join(outDir, 'vendor') })({
    command: 'build',
    mode: 'production',
  });
  await build({ ...final, configFile: false, cacheDir: join(outDir, '.vite') });
  rmSync(join(outDir, '.vite'), { recursive: true, force: true });

  const systemjs = copyVersioned('systemjs', 'dist/s.min.js', outDir);
  const imports = Object.fromEntries([...collectEntryManifests(outDir)].sort(([a], [b]) => a.localeCompare(b)));
  // The same loading as the portal's, depcache included: the floor measures the stack, not a slower way to load it.
  writeFileSync(join(outDir, 'importmap.json'), importMapJson({ imports, depcache: portalDepcache(outDir) }));
  const html = readFileSync(join(pageDir, 'index.html'), 'utf8').replaceAll('%SYSTEMJS_URL%', systemjs).replaceAll('%ENTRY%', FLOOR_ENTRY);
  writeFileSync(join(outDir, 'index.html'), html);
  return pages;
}
