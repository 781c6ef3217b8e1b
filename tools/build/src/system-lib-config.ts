import { isAbsolute, join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { UserConfig, UserConfigFnObject } from 'vite';
import { entryManifest } from './entry-manifest';
import { muiBarrelRewrite } from './mui-imports';
import { portalDirOf } from './paths';
import { externalFor } from './shared-modules';
import { sharedModuleGuard } from './shared-module-guard';

export interface SystemLibOptions {
  /** The import map specifier, e.g. '@busdesk/mf-sales'. */
  readonly name: string;
  /** The package directory (pass `import.meta.dirname` from vite.config.ts). */
  readonly root: string;
  /** Entry relative to root; default 'src/index.ts'. */
  readonly entry?: string;
  /** Output directory; default dist/portal/<name without scope>. */
  readonly outDir?: string;
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
  return ({ mode }): UserConfig => {
    const production = mode !== 'development';
    return {
      root,
      publicDir: false,
      logLevel: 'warn',
      plugins: [
        react(),
        sharedModuleGuard({ self: name }),
        muiBarrelRewrite(),
        entryManifest((entryName) => (entryName === baseName ? name : undefined)),
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
        lib: { entry: { [baseName]: isAbsolute(entry) ? entry : join(root, entry) }, formats: ['system'] },
        rollupOptions: {
          external: externalFor(name),
          onwarn(warning, warn) {
            // zod's comments about esbuild purity confuse Rollup's annotation parser; harmless.
            if (warning.code === 'INVALID_ANNOTATION' || warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
          output: {
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
