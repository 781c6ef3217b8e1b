import { defineConfig } from 'vitest/config';

// Tests of the repository's own tooling (lint rules, the test command's helpers); run by the lint step
// from the repository root: `pnpm exec vitest run --config scripts/lib/vitest.config.mjs`.
export default defineConfig({
  test: { root: import.meta.dirname + '/../..', environment: 'node', include: ['scripts/**/*.test.mjs'], testTimeout: 60_000 },
});
