// The build of a standalone widget bundle for a partner's plain HTML page: one classic script (IIFE) with React,
// MUI, emotion and our code inlined — no SystemJS, no import map — so a single <script src> tag from any origin
// defines the element. (The portal itself uses the System build of vite.config.ts.) A library build in IIFE
// format has one entry, so each widget has a config file (vite.widget*.config.ts in its micro-frontend) that calls this.
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { PORTAL_DIR } from './paths';

export interface WidgetBundle {
  /** The micro-frontend's directory (pass `import.meta.dirname` from its vite.widget*.config.ts). */
  root: string;
  /** The entry module, relative to root. */
  entry: string;
  /** The IIFE's global name. */
  name: string;
  /** The file served at /widgets/<fileName>. */
  fileName: string;
}

export function widgetBuildConfig({ root, entry, name, fileName }: WidgetBundle): UserConfig {
  return {
    root,
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
      lib: { entry: join(root, entry), name, formats: ['iife'], fileName: () => fileName },
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
