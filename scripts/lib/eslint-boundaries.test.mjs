// Proves the lint configuration rejects what ARCHITECTURE.md forbids, by linting virtual files placed in
// each package. A rule that silently matches nothing (a wrong pattern, a renamed option) fails here.
import { ESLint } from 'eslint';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({ cwd: root });

async function problems(file, code) {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const importing = (source) => `import { x } from '${source}';\nexport const y = x;\n`;

describe('import boundaries', () => {
  it.each([
    ['mf-sales/src/probe.ts', '@busdesk/mf-admin'],
    ['mf-sales/src/probe.ts', '@busdesk/server'],
    ['mf-admin/src/probe.ts', '@busdesk/root-config'],
    ['root-config/src/probe.ts', '@busdesk/mf-sales'],
    ['shared-kit/src/probe.ts', '@busdesk/mf-sales'],
    ['api-contract/src/probe.ts', '@busdesk/shared-kit'],
    ['server/src/probe.ts', '@busdesk/shared-kit'],
    ['server/src/probe.ts', '@busdesk/e2e'],
    ['bench/src/probe.ts', '@busdesk/e2e'],
  ])('%s may not import %s', async (file, source) => {
    // api-contract also trips its zod-only rule; the boundary rule must fire on its own regardless.
    expect(await problems(file, importing(source))).toContainEqual(expect.stringMatching(/^boundaries\/dependencies: .*may import only/));
  });

  it.each([
    ['mf-sales/src/probe.ts', '@busdesk/shared-kit'],
    ['mf-sales/src/probe.ts', '@busdesk/api-contract'],
    ['root-config/src/probe.ts', '@busdesk/shared-kit'],
    ['shared-kit/src/probe.ts', '@busdesk/api-contract'],
    ['server/src/probe.ts', '@busdesk/api-contract'],
    ['bench/src/probe.ts', '@busdesk/server'],
    ['api-contract/src/probe.ts', 'zod'],
  ])('%s may import %s', async (file, source) => {
    expect(await problems(file, importing(source))).toEqual([]);
  });

  it('lets build configs, and only them, use the build preset', async () => {
    expect(await problems('mf-sales/vite.config.ts', importing('@busdesk/build-tools'))).toEqual([]);
    expect(await problems('mf-sales/src/probe.ts', importing('@busdesk/build-tools'))).toContainEqual(expect.stringMatching(/^boundaries\/dependencies/));
    expect(await problems('mf-sales/vite.config.ts', importing('@busdesk/mf-admin'))).toContainEqual(expect.stringMatching(/^boundaries\/dependencies/));
  });

  it('rejects a relative path into another package', async () => {
    expect(await problems('mf-sales/src/probe.ts', importing('../../mf-admin/src/index'))).toContainEqual(
      expect.stringMatching(/^boundaries\/dependencies: .*relative path/),
    );
  });

  it('rejects deep relative imports that climb out of a package, not those that stay inside it', async () => {
    expect(await problems('server/src/routes/probe.ts', importing('../../../x'))).toEqual([
      expect.stringMatching(/^busdesk\/no-import-outside-package: '..\/..\/..\/x' leaves the package server/),
    ]);
    expect(await problems('server/src/routes/v2/partner/probe.ts', importing('../../../lib/http-error'))).toEqual([]);
  });

  it('keeps api-contract free of any library but zod', async () => {
    expect(await problems('api-contract/src/probe.ts', importing('axios'))).toEqual([expect.stringMatching(/api-contract imports zod only/)]);
  });
});

describe('layers inside a micro-frontend (app → features → shared)', () => {
  it.each([
    ['mf-admin/src/features/permission/probe.ts', '../dashboard/dashboard-page', /features\/permission may not import another feature/],
    ['root-config/src/features/navbar/probe.ts', '../sidebar/sidebar-state', /features\/navbar may not import another feature/],
    ['root-config/src/features/navbar/probe.ts', '../../portal/shell-application', /the app layer imports features, never the reverse/],
    ['root-config/src/shared/probe.ts', '../features/navbar/navbar', /imports no feature and no app code/],
    ['mf-admin/src/shared/probe.ts', '../root', /imports no feature and no app code/],
  ])('%s may not import %s', async (file, source, message) => {
    expect(await problems(file, importing(source))).toContainEqual(expect.stringMatching(message));
  });

  it.each([
    ['mf-admin/src/features/permission/probe.ts', '../../shared/sample-data-notice'],
    ['mf-admin/src/features/permission/probe.ts', '../../messages'],
    ['mf-admin/src/features/permission/probe.ts', './permission-page'],
    ['root-config/src/portal/probe.ts', '../features/navbar/navbar'],
  ])('%s may import %s', async (file, source) => {
    expect(await problems(file, importing(source))).toEqual([]);
  });
});

describe('import cycles', () => {
  it('fails a cycle of value imports, also through a dynamic import; a type-only import is no cycle', async () => {
    // Real files: the rule follows imports on disk. A folder of its own, removed afterwards.
    const dir = join(root, 'mf-admin', 'src', `cycle-probe-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      writeFileSync(join(dir, 'b.ts'), "export const b = () => import('./a');\n");
      writeFileSync(join(dir, 'c.ts'), "import type { D } from './d';\nexport const c = (d: D) => d;\n");
      writeFileSync(join(dir, 'd.ts'), "import { c } from './c';\nexport type D = number;\nexport const d = c;\n");
      const lint = async (name) => (await eslint.lintFiles([join(dir, name)]))[0].messages.map((m) => m.ruleId);
      expect(await lint('a.ts')).toContain('import-x/no-cycle');
      expect(await lint('c.ts')).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('test support', () => {
  it('keeps product code off test-support, but not tests, stories or other test support', async () => {
    expect(await problems('mf-sales/src/features/booking/probe.ts', importing('../../test-support/booking-fixtures'))).toContainEqual(
      expect.stringMatching(/^no-restricted-imports: .*test support/),
    );
    expect(await problems('root-config/src/probe.ts', importing('@busdesk/shared-kit/test-support'))).toContainEqual(
      expect.stringMatching(/^no-restricted-imports/),
    );
    expect(await problems('mf-sales/src/features/booking/probe.test.ts', importing('../../test-support/booking-fixtures'))).toEqual([]);
    expect(await problems('mf-sales/src/features/booking/probe.stories.tsx', importing('../../test-support/booking-fixtures'))).toEqual([]);
    expect(await problems('mf-sales/src/test-support/probe.ts', importing('./booking-fixtures'))).toEqual([]);
  });

  it.each(['booking-fixtures.ts', 'seat-fixture.ts', 'fake-payment-services.ts', 'booking-test-kit.tsx', 'local-sales-server.ts'])(
    'wants %s in a test-support folder',
    async (name) => {
      expect(await problems(`mf-sales/src/features/booking/${name}`, 'export const x = 1;\n')).toEqual([
        expect.stringMatching(/^busdesk\/test-support-placement: .*src\/test-support/),
      ]);
      expect(await problems(`mf-sales/src/test-support/${name}`, 'export const x = 1;\n')).toEqual([]);
    },
  );
});

describe('product code conventions', () => {
  it('bans default exports in src, but not in config files or story meta', async () => {
    expect(await problems('shared-kit/src/probe.ts', 'const a = 1;\nexport default a;\n')).toEqual([expect.stringMatching(/named export/)]);
    expect(await problems('mf-sales/vite.config.ts', 'const a = 1;\nexport default a;\n')).toEqual([]);
    expect(await problems('shared-kit/src/money.stories.tsx', 'const meta = {};\nexport default meta;\n')).toEqual([]);
  });

  it('bans console.log in product code but not in scripts', async () => {
    expect(await problems('server/src/probe.ts', "console.log('x');\n")).toEqual([expect.stringMatching(/^no-console/)]);
    expect(await problems('scripts/probe.mjs', "console.log('x');\n")).toEqual([]);
  });

  it('bans any', async () => {
    expect(await problems('shared-kit/src/probe.ts', 'export const a: any = 1;\n')).toEqual([expect.stringMatching(/no-explicit-any/)]);
  });
});

describe('server layering', () => {
  it('keeps Fastify out of domain code: only plugins, routes and the composition root import it', async () => {
    for (const file of ['server/src/sales/probe.ts', 'server/src/repositories/probe.ts', 'server/src/changes/probe.ts']) {
      expect(await problems(file, importing('fastify'))).toContainEqual(expect.stringMatching(/^no-restricted-imports: .*never the Fastify instance/));
    }
    for (const file of ['server/src/plugins/app/probe.ts', 'server/src/routes/partner/probe.ts', 'server/src/app.ts']) {
      expect(await problems(file, importing('fastify'))).toEqual([]);
    }
  });

  it('keeps test support out of server code, not out of its tests', async () => {
    expect(await problems('server/src/sales/probe.ts', importing('@busdesk/api-contract/test-support'))).toContainEqual(
      expect.stringMatching(/^no-restricted-imports: .*test support/),
    );
    expect(await problems('server/src/plugins/app/probe.ts', importing('@busdesk/api-contract/test-support'))).toContainEqual(
      expect.stringMatching(/^no-restricted-imports: .*test support/),
    );
    expect(await problems('server/src/sales/probe.test.ts', importing('@busdesk/api-contract/test-support'))).toEqual([]);
  });
});
