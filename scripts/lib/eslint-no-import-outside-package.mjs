// ESLint rule: a relative import must stay inside the importing file's package (the nearest folder with a
// package.json). Climbing out of it ('../../../other-package/src/x') couples two packages behind the
// workspace's back: no dependency in package.json, no boundary check by package name, a broken build alone.
// Deep relative paths inside one package (server/src/routes/v2/partner → ../../../lib) stay allowed.
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';

const rootCache = new Map();
function packageRoot(dir) {
  if (rootCache.has(dir)) return rootCache.get(dir);
  const found = existsSync(join(dir, 'package.json')) ? dir : dirname(dir) === dir ? null : packageRoot(dirname(dir));
  rootCache.set(dir, found);
  return found;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportOutsidePackage = {
  meta: {
    type: 'problem',
    docs: { description: 'forbid relative imports that leave the package root' },
    schema: [],
    messages: { outside: "'{{source}}' leaves the package {{pkg}}: import the other package by its @busdesk name" },
  },
  create(context) {
    const file = context.filename;
    if (!isAbsolute(file)) return {};
    const pkg = packageRoot(dirname(file));
    if (!pkg) return {};
    const check = (node) => {
      const source = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
      if (!source || !source.startsWith('.')) return;
      const target = resolve(dirname(file), source);
      const rel = relative(pkg, target);
      if (rel.startsWith('..') || isAbsolute(rel)) {
        context.report({ node, messageId: 'outside', data: { source, pkg: relative(process.cwd(), pkg) || '.' } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
