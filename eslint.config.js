// ESLint flat config for the whole workspace.
// Deliberately not type-aware: type information would make `eslint .` several times slower on two
// shared cores, and `tsc -b` already runs in `npm test`.
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { noImportOutsidePackage } from './scripts/lib/eslint-no-import-outside-package.mjs';
import { layerZones } from './scripts/lib/eslint-layer-zones.mjs';
import { testSupportPlacement } from './scripts/lib/eslint-test-support-placement.mjs';

/**
 * Which workspace packages each element may import, by package name. This table is the import
 * direction of ARCHITECTURE.md ("Packages"); change both together.
 */
const MAY_IMPORT = {
  'api-contract': [],
  'shared-kit': ['@busdesk/api-contract'],
  'root-config': ['@busdesk/shared-kit', '@busdesk/api-contract'],
  mf: ['@busdesk/shared-kit', '@busdesk/api-contract'],
  server: ['@busdesk/api-contract'],
  'build-tools': [],
  bench: ['@busdesk/server', '@busdesk/api-contract'],
  // e2e drives the built product over HTTP only.
  e2e: [],
  scripts: [],
};

// Build configs (vite.config.ts) use the MF build preset; that is build time, not product code.
// The standalone widget bundles' configs (vite.widget*.config.ts) use the widget preset the same way.
const CONFIG_FILES = ['**/vite.config.ts', '**/vite.widget*.config.ts', '**/vitest.config.ts', '**/build.mjs'];

/**
 * One policy pair per element: forbid every @busdesk import, then re-allow the permitted ones.
 * @param {string[]} extra packages every element may also import (build configs: the build preset)
 */
function packagePolicies(extra = []) {
  const policies = [];
  for (const [type, own] of Object.entries(MAY_IMPORT)) {
    const allowed = [...own, ...extra];
    // A package's subpath modules (its package.json exports) are that package: '@busdesk/api-contract/core' is the contract.
    allowed.push(...own.map((name) => `${name}/**`));
    // shared-kit's test-support subpaths are allowed wherever shared-kit is; which files may use them is the
    // test-support rule's business (TEST_SUPPORT_FILES).
    if (own.includes('@busdesk/shared-kit')) allowed.push('@busdesk/shared-kit/test-support', '@busdesk/shared-kit/test-support/*');
    if (own.includes('@busdesk/api-contract')) allowed.push('@busdesk/api-contract/test-support');
    policies.push({
      from: { element: { type } },
      disallow: { dependency: { source: '@busdesk/**' } },
      message: `${type} may import only ${allowed.length ? allowed.join(', ') : 'no @busdesk package'} (ARCHITECTURE.md, Packages); not {{ dependency.source }}`,
    });
    if (allowed.length > 0) {
      policies.push({ from: { element: { type } }, allow: { dependency: { source: allowed } } });
    }
  }
  // Relative imports that reach into another package are the same violation in disguise
  // (imports inside one package are "internal" and never reach the policies).
  policies.push({
    from: { element: { type: '*' } },
    disallow: { to: { element: { types: { anyOf: ['e2e', 'bench', 'server', 'root-config', 'mf'] } } } },
    message: 'import another package by its @busdesk name, never by a relative path into it',
  });
  return policies;
}

const BOUNDARY_OPTIONS = { default: 'allow', checkAllOrigins: true, checkUnknownLocals: true };

/**
 * Test support — fixtures, local test servers, test kits and in-memory fakes for stories — lives in each browser
 * package's src/test-support/ (busdesk/test-support-placement keeps it there) and in server/test-support/, beside
 * server/test/ and outside the server's src/ (the server rule below keeps src/ from importing it). Tests, stories and test support may use it and
 * `@busdesk/shared-kit/test-support`; product code may use none of it (the rule below).
 */
const TEST_SUPPORT_FILES = ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/test-support/**'];

/** The browser packages' source: what the test-support rules look after. */
const BROWSER_SOURCES = ['shared-kit/src/**/*.{ts,tsx}', 'root-config/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-types/**',
      '**/storybook-static/**',
      '.tools/**',
      'data/**',
      '**/test-results/**',
      '**/.cache/**',
      'bench/results/**',
      // Personal scratch files of a work session, never imported by the product.
      '**/.scratch/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { boundaries, busdesk: { rules: { 'no-import-outside-package': noImportOutsidePackage, 'test-support-placement': testSupportPlacement } } },
    settings: {
      'boundaries/elements': [
        { type: 'api-contract', pattern: 'api-contract' },
        { type: 'shared-kit', pattern: 'shared-kit' },
        { type: 'root-config', pattern: 'root-config' },
        { type: 'mf', pattern: 'mf-*', capture: ['name'] },
        { type: 'server', pattern: 'server' },
        { type: 'build-tools', pattern: 'tools/build' },
        { type: 'bench', pattern: 'bench' },
        { type: 'e2e', pattern: 'e2e' },
        { type: 'scripts', pattern: 'scripts' },
      ],
      'boundaries/include': ['**/*.{ts,tsx,mts,js,mjs}'],
      // Resolve relative TypeScript imports so a path into another package is classified as that package.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs'] } },
    },
    rules: {
      // checkAllOrigins: `@busdesk/x` resolves to nothing through node_modules (exports point at .ts), so it
      // counts as an external module and must be checked like one.
      'boundaries/dependencies': ['error', { ...BOUNDARY_OPTIONS, policies: packagePolicies() }],
      // A relative path may climb inside its package (server/src/routes/v2/x → ../../../lib) but never out of it.
      'busdesk/no-import-outside-package': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  {
    // Import cycles fail lint (STYLE.md 3). import-x's no-cycle follows each file's imports through the TypeScript
    // resolver; `ignoreExternal` keeps it inside the file's own package (another package resolves outside it, and
    // the boundary rule above already makes a cycle between packages impossible), which also keeps it off
    // node_modules and lint fast. Type-only imports are not cycles: they vanish from the emitted code.
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.js', '.mjs'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Inside a browser package: app → features → shared, never feature → feature (scripts/lib/eslint-layer-zones.mjs).
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones(import.meta.dirname) }],
    },
  },
  {
    // Build configs wire in the MF build preset of tools/build at build time; they should import it as
    // @busdesk/build-tools, but a relative path there cannot leak into a bundle, so it is tolerated.
    files: CONFIG_FILES,
    rules: {
      'busdesk/no-import-outside-package': 'off',
      'boundaries/dependencies': ['error', { ...BOUNDARY_OPTIONS, policies: packagePolicies(['@busdesk/build-tools']) }],
    },
  },
  {
    // api-contract is shared by browser and server: zod is its only outside dependency.
    files: ['api-contract/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod(/|$)|\\.{1,2}/)', message: 'api-contract imports zod only' }] }],
    },
  },
  {
    // Server domain code takes narrow dependencies, never the app (ARCHITECTURE.md, "Where code goes"): only the
    // plugins that create services, the route files and the composition root may import Fastify. Nor does domain
    // code import test support.
    files: ['server/src/**/*.ts'],
    ignores: [...TEST_SUPPORT_FILES, 'server/src/plugins/**', 'server/src/routes/**', 'server/src/app.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'fastify', message: 'domain code takes its dependencies as arguments (plugins/app/* pass them), never the Fastify instance or its types' },
            { name: 'fastify-plugin', message: 'plugins live under server/src/plugins/' },
          ],
          patterns: [{ regex: '(^|/)test-support(/|$)', message: 'test support is for tests only, never product code' }],
        },
      ],
    },
  },
  {
    files: ['server/src/plugins/**/*.ts', 'server/src/routes/**/*.ts', 'server/src/app.ts'],
    ignores: TEST_SUPPORT_FILES,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)test-support(/|$)', message: 'test support is for tests only, never product code' }] }],
    },
  },
  {
    // Product code never imports test support: it would ship fixtures (or node:http) to the browser. The MF build
    // refuses '@busdesk/shared-kit/test-support' too (not in the import map), but not a relative fixture file.
    files: BROWSER_SOURCES,
    ignores: TEST_SUPPORT_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)test-support(/|$)',
              message: 'test support (fixtures, test servers, fakes) is for tests and stories only, never product code',
            },
          ],
        },
      ],
    },
  },
  {
    // A fixture, fake, test kit or test server outside src/test-support/ would look like product code.
    files: BROWSER_SOURCES,
    rules: { 'busdesk/test-support-placement': 'error' },
  },
  {
    // Named exports only (STYLE.md 7): a default export invites a different name at every import site.
    files: ['**/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', ...CONFIG_FILES],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'use a named export (default exports only in config files and story meta)' }],
      // Product code logs through pino (server) or shows a message (browser); console.log is a leftover.
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Node programs talk to their user on the console by design.
    files: ['scripts/**', 'bench/**', 'e2e/**', 'tools/**', '**/build.mjs', '.storybook/**'],
    rules: { 'no-console': 'off' },
  },
);
