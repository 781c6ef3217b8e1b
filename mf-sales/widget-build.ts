// The build of a standalone widget bundle for a partner's plain HTML page: one classic script (IIFE) with React,
// MUI, emotion and our code inlined — no SystemJS, no import map — so a single <script src> tag from any origin
// defines the element. (The portal itself uses the System build of vite.config.ts.) A library build in IIFE
// format has one entry, so each widget has a config file (vite.widget*.config.ts) that calls this.
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

// The portal folder the server serves (PORTAL_OUT_DIR as in tools/build/src/paths.ts, which lint keeps to vite.config.ts).
const PORTAL_DIR = process.env.PORTAL_OUT_DIR ?? join(import.meta.dirname, '..', 'dist', 'portal');

export interface WidgetBundle {
  /** The entry module, relative to mf-sales. */
  entry: string;
  /** The IIFE's global name. */
  name: string;
  /** The file served at /widgets/<fileName>. */
  fileName: string;
}

export function widgetBuildConfig({ entry, name, fileName }: WidgetBundle): UserConfig {
  return {
    root: import.meta.dirname,
    publicDir: false,
    logLevel: 'warn',
    plugins: [react()],
    // Library mode leaves process.env alone; a page outside any bundler has no `process`.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    esbuild: { jsxDev: false, legalComments: 'none' },
    build: {
      outDir: join(PORTAL_DIR, 'widgets'),
      // Every widget's bundle lives in the same folder.
      emptyOutDir: false,
      target: 'es2020',
      minify: 'esbuild',
      sourcemap: false,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 2048,
      lib: { entry: join(import.meta.dirname, entry), name, formats: ['iife'], fileName: () => fileName },
      rollupOptions: {
        // shared-kit's modules set up page-wide state (bus, realtime, API clients) when evaluated, and api-contract's
        // build schemas; a widget uses a few of each, so the modules it does not use are dropped instead of being
        // kept for their side effects.
        treeshake: { moduleSideEffects: (id) => !/\/(shared-kit|api-contract)\/src\//.test(id) },
        onwarn(warning, warn) {
          // MUI marks its modules "use client"; the directive means nothing in a browser bundle.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    },
  };
}
