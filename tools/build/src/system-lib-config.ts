import { isAbsolute, join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Rollup, UserConfig, UserConfigFnObject } from 'vite';
import { entryManifest } from './entry-manifest';
import { muiBarrelRewrite } from './mui-imports';
import { PORTAL_DIR, portalDirOf } from './paths';
import { externalFor, workspaceSubpaths } from './shared-modules';
import { sharedModuleGuard, staticReachGuard } from './shared-module-guard';
import { readVendorFacades, vendorFacadeImports } from './vendor-facades';

export interface SystemLibOptions {
  /** The import map specifier, e.g. '@busdesk/mf-sales'. */
  readonly name: string;
  /** The package directory (pass `import.meta.dirname` from vite.config.ts). */
  readonly root: string;
  /** Entry relative to root; default 'src/index.ts'. */
  readonly entry?: string;
  /** Output directory; default dist/portal/<name without scope>. */
  readonly outDir?: string;
  /**
   * The vendor build whose facades a production build imports past (vendor-facades.ts); default dist/portal/vendor,
   * null for none. Without its facades.json (no vendor built yet) the build imports the facades by name, which works
   * the same.
   */
  readonly vendorDir?: string | null;
}

/**
 * Each subpath module's code in one file: the subpath's entry module and its static closure go into a chunk named after
 * it, which becomes the entry's own file (when there is more than the entry module to gather); a module several
 * subpaths reach goes with the first of them in `entries` (entry file → entry name). Left to the default chunking, the
 * modules a subpath shares with the package index were split by which entries reach them (a dozen small files at the
 * shell's first paint) and the entry was a facade over them.
 */
export function subpathChunks(entries: ReadonlyMap<string, string>): Rollup.GetManualChunk {
  let chunkOf: Map<string, string> | undefined;
  const assign = ({ getModuleInfo }: Rollup.ManualChunkMeta): Map<string, string> => {
    const reachedBy = new Map<string, Set<string>>();
    for (const [file, name] of entries) {
      const stack = [file];
      const seen = new Set<string>();
      for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
        const info = getModuleInfo(id);
        if (seen.has(id) || info === null || info.isExternal) continue;
        seen.add(id);
        reachedBy.set(id, (reachedBy.get(id) ?? new Set()).add(name));
        stack.push(...info.importedIds);
      }
    }
    // A module several subpaths reach goes with the first of them (the list's order: the first-paint one first).
    const order = [...entries.values()];
    const own = [...reachedBy].map(([id, names]) => [id, order.find((name) => names.has(name)) ?? ''] as const);
    // A subpath whose only own module is its entry is a file of its own already; a manual chunk would only glue the
    // modules it shares with other subpaths to it (and make both entries facades).
    const count = (name: string) => own.filter(([, n]) => n === name).length;
    return new Map(own.filter(([, name]) => count(name) > 1));
  };
  return (id, meta) => {
    chunkOf ??= assign(meta);
    return chunkOf.get(id) ?? null;
  };
}

/** Browsers the back office supports: current Chromium, Firefox, Safari (System format transpiles modules). */
const TARGET = 'es2022';

/**
 * A Vite 7 library build in System format whose shared imports are left to the import map.
 * Production entries are content-hashed (the import map is the only place that names them, so they
 * can be cached forever) and written to dist/portal/<name>/. `--mode development` writes an unhashed,
 * unminified `<package>/dist/<name>.js` for import-map-overrides to point at:
 *   pnpm --filter @busdesk/mf-sales exec vite build --mode development --watch
 *   pnpm --filter @busdesk/mf-sales exec vite preview --mode development --port 9001
 * then open the portal with ?imo and override @busdesk/mf-sales → http://localhost:9001/mf-sales.js
 */
export function defineSystemLibConfig(options: SystemLibOptions): UserConfigFnObject {
  const { name, root } = options;
  const entry = options.entry ?? 'src/index.ts';
  const baseName = name.replace(/^@busdesk\//, '');
  // A workspace package with subpath modules (shared-modules.ts) builds them beside its index, one entry each, so code
  // they share with the index is one chunk on the page rather than a copy per module.
  const subpaths = workspaceSubpaths(name);
  const entryName = (id: string) => id.replace(/^@busdesk\//, '').replaceAll('/', '-');
  const entries: Record<string, string> = {
    [baseName]: isAbsolute(entry) ? entry : join(root, entry),
    ...Object.fromEntries(subpaths.map((m) => [entryName(m.id), join(root, m.entry ?? '')])),
  };
  const specifierOf = new Map([[baseName, name], ...subpaths.map((m) => [entryName(m.id), m.id] as const)]);
  return ({ mode, command }): UserConfig => {
    const production = mode !== 'development';
    // Development builds (import-map-overrides) keep the facades' names: they outlive the vendor build they ran against.
    const vendorDir = options.vendorDir === undefined ? join(PORTAL_DIR, 'vendor') : options.vendorDir;
    const vendor = production && command === 'build' && vendorDir !== null ? readVendorFacades(vendorDir) : null;
    const external = externalFor(name);
    return {
      root,
      publicDir: false,
      logLevel: 'warn',
      plugins: [
        react(),
        ...(vendor === null ? [] : [vendorFacadeImports(vendor)]),
        sharedModuleGuard({ self: name }),
        staticReachGuard(new Map(subpaths.map((m) => [entryName(m.id), m.excludes ?? []]))),
        muiBarrelRewrite(),
        entryManifest((built) => specifierOf.get(built)),
      ],
      define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
      // Even development builds run against the portal's production React, whose jsx-dev-runtime is
      // empty (and not in the import map); without this, NODE_ENV=test (vitest) would select it.
      esbuild: { jsxDev: false },
      build: {
        // Development builds (for import-map-overrides) go beside the package, never over the portal's.
        outDir: options.outDir ?? (production ? portalDirOf(name) : join(root, 'dist')),
        emptyOutDir: true,
        target: TARGET,
        minify: production ? 'esbuild' : false,
        sourcemap: true,
        // gzip figures come from bench/src/portal-size.ts; computing them here costs build time.
        reportCompressedSize: false,
        copyPublicDir: false,
        lib: { entry: entries, formats: ['system'] },
        rollupOptions: {
          // Rollup asks `external` before any plugin: a facade's specifier must reach vendorFacadeImports.
          external: vendor === null ? external : (id) => external(id) && !(id in vendor.facades),
          // A subpath module's file may also export what the package's other files import from it (lib mode keeps
          // entry signatures strict, which turned the first-paint module into a facade over a chunk of its own).
          ...(subpaths.length > 0 ? { preserveEntrySignatures: 'allow-extension' as const } : {}),
          onwarn(warning, warn) {
            // zod's comments about esbuild purity confuse Rollup's annotation parser; harmless.
            if (warning.code === 'INVALID_ANNOTATION' || warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
          output: {
            ...(subpaths.length > 0 ? { manualChunks: subpathChunks(new Map(subpaths.map((m) => [join(root, m.entry ?? ''), entryName(m.id)]))) } : {}),
            entryFileNames: production ? '[name]-[hash].js' : '[name].js',
            chunkFileNames: production ? 'chunks/[name]-[hash].js' : 'chunks/[name].js',
            assetFileNames: 'assets/[name]-[hash][extname]',
          },
        },
      },
    };
  };
}

export type MfOptions = SystemLibOptions;

/** The preset every micro-frontend (and root-config) uses in its vite.config.ts. */
export function defineMfConfig(options: MfOptions): UserConfigFnObject {
  return defineSystemLibConfig(options);
}
