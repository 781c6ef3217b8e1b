// The standalone <busdesk-quick-search> bundle for a partner's plain HTML page, built exactly like the seat map's
// (vite.widget.config.ts): one classic script (IIFE) with React, MUI, emotion and our code inlined — no SystemJS,
// no import map. A library build in IIFE format has one entry, hence a config of its own.
//   pnpm --filter @busdesk/mf-sales exec vite build -c vite.widget-quick-search.config.ts
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The portal folder the server serves (PORTAL_OUT_DIR as in tools/build/src/paths.ts).
const PORTAL_DIR = process.env.PORTAL_OUT_DIR ?? join(import.meta.dirname, '..', 'dist', 'portal');

export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  logLevel: 'warn',
  plugins: [react()],
  // Library mode leaves process.env alone; a page outside any bundler has no `process`.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  esbuild: { jsxDev: false, legalComments: 'none' },
  build: {
    outDir: join(PORTAL_DIR, 'widgets'),
    // The seat map's bundle lives in the same folder.
    emptyOutDir: false,
    target: 'es2020',
    minify: 'esbuild',
    sourcemap: false,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 2048,
    lib: {
      entry: join(import.meta.dirname, 'src/widgets/quick-search/busdesk-quick-search.ts'),
      name: 'BusdeskQuickSearch',
      formats: ['iife'],
      fileName: () => 'busdesk-quick-search.js',
    },
    rollupOptions: {
      // shared-kit's modules set up page-wide state (bus, realtime, API clients) when evaluated; the widget uses only
      // the quick-search panel and the theme, so the modules it does not use are dropped rather than kept for their
      // side effects.
      treeshake: { moduleSideEffects: (id) => !/\/(shared-kit|api-contract)\/src\//.test(id) },
      onwarn(warning, warn) {
        // MUI marks its modules "use client"; the directive means nothing in a browser bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
