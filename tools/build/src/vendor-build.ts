import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createHash } from 'node:crypto';
import { build, type InlineConfig, type Plugin, type Rollup } from 'vite';
import { entryManifest } from './entry-manifest';
import { PORTAL_DIR, TOOLS_DIR } from './paths';
import { curatedNamesOf, FIRST_PAINT_MODULES, moduleFileName, packageNameOf, vendorModules, type SharedModule } from './shared-modules';
import { vendorFacadesPlugin } from './vendor-facades';

const ENTRY_DIR = join(TOOLS_DIR, '.cache', 'vendor-entries');
/** Which modules each vendor file is made of (see vendorChunkReport), for reading a page's byte breakdown. */
export const VENDOR_CHUNK_REPORT = join(TOOLS_DIR, '.cache', 'vendor-chunks.json');
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * Names a CommonJS module exports in production. `export *` from CommonJS keeps only `default`, so each
 * name is re-exported explicitly; React's entry picks its build from NODE_ENV, hence the override.
 */
export function commonJsExportNames(id: string): string[] {
  const require = createRequire(join(TOOLS_DIR, 'package.json'));
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const value: unknown = require(id);
    const names = value !== null && (typeof value === 'object' || typeof value === 'function') ? Object.keys(value) : [];
    return names.filter((n) => IDENTIFIER.test(n) && n !== 'default' && n !== '__esModule').sort();
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}

function commonJsEntry(id: string): string {
  const names = commonJsExportNames(id);
  const spec = JSON.stringify(id);
  return [
    `import m from ${spec};`,
    'export default m;',
    names.length > 0 ? `export const { ${names.join(', ')} } = m;` : '',
    '',
  ].join('\n');
}

/** The entry of a slice of a module: only the picked names, so tree-shaking drops the rest of it. */
function pickEntry(pick: NonNullable<SharedModule['pick']>): string {
  return `export { ${pick.names.join(', ')} } from ${JSON.stringify(pick.from)};\n`;
}

/**
 * ES module entries need to know whether the module has a default export (re-exporting a missing
 * default is an error), which only the bundler can tell once it has loaded the module.
 */
function esmEntries(modules: readonly SharedModule[], entryDir: string): Plugin {
  const byFile = new Map(modules.map((m) => [join(entryDir, `${moduleFileName(m.id)}.mjs`), m.id]));
  return {
    name: 'busdesk:vendor-esm-entries',
    enforce: 'pre',
    async load(file) {
      const id = byFile.get(file);
      if (id === undefined) return null;
      const resolved = await this.resolve(id, file);
      if (resolved === null) this.error(`cannot resolve shared module '${id}' from tools/build`);
      const info = await this.load({ id: resolved.id });
      const spec = JSON.stringify(id);
      return `export * from ${spec};\n${info.hasDefaultExport === true ? `export { default } from ${spec};\n` : ''}`;
    },
  };
}

/** Where a bundled module comes from: 'react-dom', '@mui/material/Button', '@mui/x-data-grid/hooks' … */
export function moduleGroupOf(file: string): string {
  const inModules = file.split('/node_modules/').pop() ?? file;
  if (inModules === file) return file.includes('vendor-entries') ? '(entry)' : file;
  const parts = inModules.split('/');
  const pkg = parts[0]?.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1);
  const rest = parts.slice(pkg.length).filter((p) => p !== 'esm' && p !== 'modern');
  // One directory level inside split packages tells which component a kilobyte belongs to.
  const dir = rest.length > 1 ? rest[0] : undefined;
  return dir !== undefined && pkg.join('/').startsWith('@mui/') ? `${pkg.join('/')}/${dir}` : pkg.join('/');
}

export interface VendorChunkReport {
  readonly [fileName: string]: { readonly entry: string | null; readonly modules: Readonly<Record<string, number>> };
}

/**
 * Writes VENDOR_CHUNK_REPORT: for each output file its import map specifier (entries) and the minified bytes
 * per source group. Chunk merging (experimentalMinChunkSize) decides which code travels together; this makes
 * it visible when a small chunk that every page loads has been glued to something only some screens need.
 */
function vendorChunkReport(specifierOf: (name: string) => string | undefined): Plugin {
  return {
    name: 'busdesk:vendor-chunk-report',
    generateBundle(_options, bundle) {
      const report: Record<string, { entry: string | null; modules: Record<string, number> }> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(item.modules)) {
          if (info.renderedLength === 0) continue;
          const group = moduleGroupOf(id.replaceAll('\\', '/'));
          modules[group] = (modules[group] ?? 0) + info.renderedLength;
        }
        report[item.fileName] = { entry: item.isEntry ? (specifierOf(item.name) ?? null) : null, modules };
      }
      mkdirSync(dirname(VENDOR_CHUNK_REPORT), { recursive: true });
      writeFileSync(VENDOR_CHUNK_REPORT, `${JSON.stringify(report, null, 1)}\n`);
    },
  };
}

/**
 * The vendor build's manual chunks, on both sides of the first-paint line.
 *
 * Lazy side: every module that only lazy entries (date pickers, DataGrid, mqtt, xlsx …) reach goes into a chunk named
 * after the set of lazy entries that reach it, which keeps that code out of experimentalMinChunkSize merging: the
 * merge only weighs bytes, so it used to glue picker and grid internals to chunks every page loads (~10 kB gzip at
 * first paint). Grouping by the exact set of reaching entries is Rollup's own default grouping, so the chunks cannot
 * import each other in a cycle (a module's importees are reached by a superset of its entries); lazy pages get more,
 * smaller files instead of merged ones. A lazy entry's own module goes with the modules only it reaches: left to the
 * default chunking, its chunk was a merge target for eager chunks, which then imported lazy chunks (circular chunks,
 * lazy code at first paint).
 *
 * First-paint side: `paintAliases` (paintChunkAliases) names the chunk of every module a shell page needs before it
 * paints; it wins over the lazy side (a module it names is eager). Modules that neither side names (eager code of
 * other screens) keep the default chunking and merging; manual chunks are never merge targets.
 * `lazyEntries` maps each lazy entry file to its import map specifier.
 */
export function vendorManualChunks(
  lazyEntries: ReadonlyMap<string, string>,
  paintAliases: ReadonlyMap<string, string> = new Map(),
): Rollup.GetManualChunk {
  let aliasById: Map<string, string> | undefined;
  const assign = ({ getModuleIds, getModuleInfo }: Rollup.ManualChunkMeta): Map<string, string> => {
    const ids = [...getModuleIds()];
    const staticImports = (id: string): readonly string[] => getModuleInfo(id)?.importedIds ?? [];
    const eager = new Set<string>();
    const walk = (from: string, seen: Set<string>, skip: ReadonlySet<string>): void => {
      const stack = [from];
      for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
        if (seen.has(id) || skip.has(id)) continue;
        seen.add(id);
        stack.push(...staticImports(id));
      }
    };
    for (const id of ids) if (getModuleInfo(id)?.isEntry === true && !lazyEntries.has(id)) walk(id, eager, new Set());
    const reachedBy = new Map<string, string[]>();
    for (const [file, specifier] of lazyEntries) {
      const seen = new Set<string>();
      walk(file, seen, eager);
      for (const id of seen) reachedBy.set(id, [...(reachedBy.get(id) ?? []), specifier]);
    }
    const result = new Map<string, string>();
    for (const [id, specifiers] of reachedBy) {
      const sorted = [...new Set(specifiers)].sort();
      const families = [...new Set(sorted.map((s) => moduleFileName(packageNameOf(s))))].join('+');
      const key = createHash('sha256').update(sorted.join('\n')).digest('hex').slice(0, 8);
      result.set(id, `lazy-${families}-${key}`);
    }
    for (const [id, alias] of paintAliases) result.set(id, alias);
    return result;
  };
  return (id, meta) => {
    aliasById ??= assign(meta);
    return aliasById.get(id) ?? null;
  };
}

/** What paintChunkAliases reads of one chunk of the unmerged first pass (Rollup's OutputChunk). */
export interface PassChunk {
  readonly fileName: string;
  /** The import map specifier of an entry chunk, null for a shared chunk. */
  readonly specifier: string | null;
  /** Chunks it imports statically (file names). */
  readonly imports: readonly string[];
  readonly moduleIds: readonly string[];
}

/**
 * The first-paint chunk of every module a shell page fetches before painting, named after the set of pages that
 * need it ('paint-layout+login', 'paint-login', 'paint-layout'), from a first build pass with Rollup's default
 * chunking and no merging. That pass is the accurate answer to "which entries need this module": Rollup groups
 * modules by the entries that use their bindings after tree-shaking, where a walk of import statements would follow
 * every re-export of a barrel (all 60 MUI locales through the one-locale viVN entry, all of @mui/system …).
 * A page fetches the static import closure of its entries' chunks, so a paint chunk holds exactly the code of those
 * chunks: left to size-based merging the same code came as ~75 files on /login, some glued to code only other
 * screens use (useRovingTabIndex, usePagination, ClickAwayListener …); packed, a shell page loads what it needs and
 * nothing else, in one file that compresses better than many. A module's importees are needed by a superset of its
 * pages, so paint chunks import only paint chunks of more pages: no cycles.
 */
export function paintChunkAliases(
  chunks: readonly PassChunk[],
  pages: Readonly<Record<string, readonly string[]>>,
): Map<string, string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const bySpecifier = new Map(chunks.flatMap((c) => (c.specifier === null ? [] : [[c.specifier, c] as const])));
  const pagesByFile = new Map<string, Set<string>>();
  for (const [page, specifiers] of Object.entries(pages)) {
    const stack = specifiers.map((specifier) => {
      const chunk = bySpecifier.get(specifier);
      if (chunk === undefined) throw new Error(`FIRST_PAINT_MODULES.${page} names '${specifier}', which is not a vendor entry`);
      return chunk.fileName;
    });
    const seen = new Set<string>();
    for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      stack.push(...(byFile.get(file)?.imports ?? []));
    }
    for (const file of seen) pagesByFile.set(file, (pagesByFile.get(file) ?? new Set()).add(page));
  }
  const result = new Map<string, string>();
  for (const [file, reaching] of pagesByFile) {
    for (const id of byFile.get(file)?.moduleIds ?? []) result.set(id, `paint-${[...reaching].sort().join('+')}`);
  }
  return result;
}

export interface VendorBuildResult {
  readonly imports: Record<string, string>;
}

export interface VendorBuildOptions {
  /** The modules to build; default every vendor module of the portal (vendorModules()). */
  readonly modules?: readonly SharedModule[];
  /** What each page imports before it paints, packed per set of pages; default FIRST_PAINT_MODULES. */
  readonly firstPaint?: Readonly<Record<string, readonly string[]>>;
  /** Where the generated entry files go (emptied first): two vendor builds running at once need two. */
  readonly entryDir?: string;
  /** Write VENDOR_CHUNK_REPORT (the portal's build does; the bench's floor page does not). */
  readonly chunkReport?: boolean;
}

/**
 * One multi-entry build of every shared third-party module: code splitting puts React, emotion and MUI
 * internals in shared chunks, so each exists once however many entries use it (x-data-grid and the
 * date pickers reuse @mui/material's chunks). Each entry is its own System module, so heavy ones
 * (x-data-grid, xlsx, mqtt) are only fetched when something imports them. Two passes: the first (in memory, not
 * minified) only tells which chunks the shell's first paint needs (paintChunkAliases), the second writes the output.
 */
export async function buildVendor(outDir = join(PORTAL_DIR, 'vendor'), options: VendorBuildOptions = {}): Promise<VendorBuildResult> {
  const entryDir = options.entryDir ?? ENTRY_DIR;
  rmSync(entryDir, { recursive: true, force: true });
  mkdirSync(entryDir, { recursive: true });
  const modules = options.modules ?? vendorModules();
  const entries: Record<string, string> = {};
  const specifierByName = new Map<string, string>();
  for (const m of modules) {
    const name = moduleFileName(m.id);
    const file = join(entryDir, `${name}.mjs`);
    // ESM entries are generated by the plugin at load time; the file only has to exist for lib mode.
    writeFileSync(file, m.pick ? pickEntry(m.pick) : m.source === 'cjs' ? commonJsEntry(m.id) : '// generated by busdesk:vendor-esm-entries\n');
    entries[name] = file;
    specifierByName.set(name, m.id);
  }
  const lazyEntries = new Map(modules.filter((m) => m.lazy === true).map((m) => [entries[moduleFileName(m.id)] ?? '', m.id]));
  const config = (plugins: Plugin[], output: Rollup.OutputOptions): InlineConfig => ({
    configFile: false,
    root: TOOLS_DIR,
    publicDir: false,
    logLevel: 'warn',
    plugins: [esmEntries(modules.filter((m) => m.source === 'esm' && m.pick === undefined), entryDir), ...plugins],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: 'esbuild',
      sourcemap: false,
      reportCompressedSize: false,
      copyPublicDir: false,
      lib: { entry: entries, formats: ['system'] },
      rollupOptions: {
        output: {
          // Hashed entry names: entries import each other by relative URL, and that URL must be the one
          // the import map names, or SystemJS would instantiate a second copy.
          entryFileNames: '[name]-[hash].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          ...output,
        },
        onwarn(warning, warn) {
          // MUI ships "use client" directives, meaningless outside React Server Components.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          // Type-only MUI directories (OverridableComponent, transitions …) compile to empty modules.
          if (warning.code === 'EMPTY_BUNDLE') return;
          // zod's comments about esbuild purity confuse Rollup's annotation parser; harmless.
          if (warning.code === 'INVALID_ANNOTATION') return;
          warn(warning);
        },
      },
    },
  });

  // First pass, in memory: Rollup's default chunking tells which modules each first-paint entry needs.
  const first = config([], {});
  const pass = await build({ ...first, build: { ...first.build, write: false, emptyOutDir: false, minify: false } });
  const passChunks = (Array.isArray(pass) ? pass : [pass]).flatMap((out) =>
    'output' in out
      ? out.output.flatMap((item): PassChunk[] =>
          item.type === 'chunk'
            ? [{ fileName: item.fileName, specifier: item.isEntry ? (specifierByName.get(item.name) ?? null) : null, imports: item.imports, moduleIds: Object.keys(item.modules) }]
            : [],
        )
      : [],
  );
  if (passChunks.length === 0) throw new Error('vendor build: the first pass produced no chunks');
  const paintAliases = paintChunkAliases(passChunks, options.firstPaint ?? FIRST_PAINT_MODULES);

  const imports: Record<string, string> = {};
  // Curated modules keep their facade: the shared-module guard checks a build's names against the entry's.
  const facades = vendorFacadesPlugin((name) => specifierByName.get(name), new Set(modules.filter((m) => curatedNamesOf(m.id) !== undefined).map((m) => m.id)));
  await build(
    config(
      [
        facades,
        entryManifest((name) => specifierByName.get(name), facades.chunkImports),
        ...(options.chunkReport === false ? [] : [vendorChunkReport((name) => specifierByName.get(name))]),
        {
          name: 'busdesk:vendor-result',
          generateBundle(_options, bundle) {
            for (const item of Object.values(bundle)) {
              const specifier = item.type === 'chunk' && item.isEntry ? specifierByName.get(item.name) : undefined;
              if (specifier !== undefined) imports[specifier] = item.fileName;
            }
          },
        },
      ],
      {
        // Hundreds of per-component entries make hundreds of tiny shared chunks; merging the small
        // ones (side-effect-free MUI code) costs a few kB per page and saves most of the requests.
        experimentalMinChunkSize: 8 * 1024,
        // ... but never across the eager/lazy line, and not for the shell's first paint (vendorManualChunks); only
        // modules it names are taken out.
        manualChunks: vendorManualChunks(lazyEntries, paintAliases),
        onlyExplicitManualChunks: true,
      },
    ),
  );
  return { imports };
}
