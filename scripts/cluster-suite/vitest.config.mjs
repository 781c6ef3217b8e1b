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
    testTimeout: 180_000,
    hookTimeout: 300_000,
    teardownTimeout: 60_000,
  },
});
