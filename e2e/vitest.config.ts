import { defineConfig } from 'vitest/config';

// Browser tests of the built portal. One server and one Chromium for the whole run (global setup); files
// run one after another because they share that server and two cores are all the machine has.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['src/global-setup.ts'],
    fileParallelism: false,
    sequence: { concurrent: false },
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    // expect.poll waits 1 s by default; a screen loading its MF on a loaded 2-core machine needs longer.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    // A failed browser step is retried once: a loaded CI machine can miss a timing, a real bug fails twice.
    retry: process.env.CI ? 1 : 0,
  },
});
