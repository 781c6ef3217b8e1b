// ESLint rule: test support (fixtures, fakes, test kits, local test servers) lives in a test-support/ folder. Beside
// product code such a file looks like product code, and nothing but a name would keep a screen from importing it;
// in test-support/ the test-support import rule (eslint.config.js) keeps every product file off it.
import { basename, sep } from 'node:path';

/** File names that say "test support". */
const TEST_SUPPORT_NAME = /(^fake-.*|-fixtures?|-test-kit|-server)\.(ts|tsx)$/;

/** @type {import('eslint').Rule.RuleModule} */
export const testSupportPlacement = {
  meta: {
    type: 'problem',
    docs: { description: 'fixtures, fakes, test kits and test servers live in a test-support/ folder' },
    schema: [],
    messages: { misplaced: "'{{name}}' is test support: move it to the package's src/test-support/" },
  },
  create(context) {
    const file = context.filename;
    const name = basename(file);
    if (!TEST_SUPPORT_NAME.test(name) || file.split(sep).includes('test-support')) return {};
    return {
      Program: (node) => context.report({ node, messageId: 'misplaced', data: { name } }),
    };
  },
};
