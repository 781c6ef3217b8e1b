import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // test/postgres-*.test.ts is about PostgreSQL's own connections (PGlite has none to lose, and runs one
    // transaction at a time, so none to interleave): it belongs to the run against PostgreSQL (`npm test`'s
    // postgres step) and is not collected on the embedded database.
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : ['test/postgres-*.test.ts'])],
    passWithNoTests: false,
    globalSetup: ['test/global-setup.ts'],
    // Each file opens its own embedded database (~150 MB); two at a time fits the shared 2-core machine.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
