import { defineConfig } from 'vitest/config';

// Tests of the repository's own tooling (lint rules, the test command's helpers); run by the lint step.
export default defineConfig({
  test: { root: import.meta.dirname, environment: 'node', include: ['**/*.test.mjs'], testTimeout: 60_000 },
});
