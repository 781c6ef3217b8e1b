import { defineConfig } from 'vitest/config';

// The reliability suite of the cluster (issue 16, docs/adr/0099): one file, one cluster of 2 instances behind nginx,
// started once; `npm test`'s 'cluster' step runs it after the build:
// `pnpm exec vitest run --config scripts/cluster-suite/vitest.config.mjs`.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    environment: 'node',
    include: ['*.cluster.mjs'],
    fileParallelism: false,
    // Generous: a loaded 2-core machine answers several times slower than a quiet one; counts bound the work.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    teardownTimeout: 60_000,
  },
});
