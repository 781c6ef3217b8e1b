import { defineConfig } from 'vitest/config';

// One vitest run over every package; each package also runs alone with its own config.
export default defineConfig({
  test: {
    projects: ['api-contract', 'shared-kit', 'root-config', 'mf-*', 'server', 'tools/build'],
  },
});
