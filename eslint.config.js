// ESLint flat config for the whole workspace.
// Deliberately not type-aware: type information would make `eslint .` several times slower on two
// shared cores, and `tsc -b` already runs in `npm test`.
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';
import { noImportOutsidePackage } from './scripts/lib/eslint-no-import-outside-package.mjs';

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
const CONFIG_FILES = ['**/vite.config.ts', '**/vitest.config.ts', '**/build.mjs'];

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
 * Test support: fixtures, local test servers, test kits and in-memory fakes for stories. They may use each other and
 * `@busdesk/shared-kit/test-support`; product code may use none of them (the rule below). Named by these patterns.
 */
const TEST_SUPPORT_FILES = [
  '**/*.test.{ts,tsx}',
  '**/*.stories.{ts,tsx}',
  '**/test-support/**',
  '**/*-fixture.ts',
  '**/*-fixtures.ts',
  '**/*-server.ts',
  '**/*-test-kit.{ts,tsx}',
  '**/fake-*.{ts,tsx}',
];

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
    plugins: { boundaries, busdesk: { rules: { 'no-import-outside-package': noImportOutsidePackage } } },
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
    // Product code never imports test support: it would ship fixtures (or node:http) to the browser. The MF build
    // refuses '@busdesk/shared-kit/test-support' too (not in the import map), but not a relative fixture file.
    files: ['shared-kit/src/**/*.{ts,tsx}', 'root-config/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    ignores: TEST_SUPPORT_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)test-support(/|$)|-fixtures?$|-test-kit$|(^|/)fake-[^/]*$|-server$',
              message: 'test support (fixtures, test servers, fakes) is for tests and stories only, never product code',
            },
          ],
        },
      ],
    },
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
