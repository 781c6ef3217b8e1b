import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { parseAst, type Plugin } from 'vite';
import { TOOLS_DIR } from './paths';

// MUI packages are shared per directory ('@mui/material/Button', '@mui/x-date-pickers/DatePicker' …),
// not as one barrel: the @mui/material barrel is ~160 kB gzip and a page needs a fraction of it.
// Consumers may import either way: muiBarrelRewrite() turns `import { Button } from '@mui/material'`
// into the per-directory import, so each page fetches only the components it renders (their shared
// internals live once in the vendor build's common chunks).

/** Packages whose every public directory (with an index.mjs) is a shared module of its own. */
export const SPLIT_PACKAGES = ['@mui/material', '@mui/x-date-pickers', '@mui/x-data-grid'] as const;
/** Packages whose barrel imports are rewritten (x-data-grid is one component: its barrel is the unit). */
export const REWRITTEN_BARRELS = ['@mui/material', '@mui/x-date-pickers'] as const;

/**
 * MUI modules that define every language at once (@mui/material/locale is ~14 kB gzip, the date pickers' ~17 kB)
 * while a page needs one. Each gets one more shared module per shipped locale, '<barrel>/<locale>', whose vendor
 * entry re-exports that locale alone, and builds rewrite `import { viVN } from '<barrel>'` to it. Source code keeps
 * importing the barrel, which TypeScript, vitest and Storybook resolve as usual.
 */
export const LOCALE_BARRELS = ['@mui/material/locale', '@mui/x-date-pickers/locales', '@mui/x-data-grid/locales'] as const;
/** The locales the portal ships (its one language). */
export const SHIPPED_LOCALES = ['viVN'] as const;

export interface LocaleModule {
  /** '@mui/material/locale/viVN' */
  readonly id: string;
  /** '@mui/material/locale' */
  readonly barrel: string;
  /** 'viVN' */
  readonly name: string;
}

/** One module per locale barrel and shipped locale, by id. */
export function localeModules(): ReadonlyMap<string, LocaleModule> {
  return new Map(
    LOCALE_BARRELS.flatMap((barrel) => SHIPPED_LOCALES.map((name) => [`${barrel}/${name}`, { id: `${barrel}/${name}`, barrel, name }] as const)),
  );
}

/** Directories left out: date adapters for libraries we do not use (their peer dependencies are absent). */
const EXCLUDED_SUBPATHS = /^@mui\/x-date-pickers\/Adapter(?!Dayjs$)/;

interface Binding {
  /** '@mui/material/Button' */
  readonly module: string;
  /** Export name in that module, or '*' for a namespace re-export (colors). */
  readonly imported: string;
}

const require = createRequire(join(TOOLS_DIR, 'package.json'));
function packageDir(pkg: string): string {
  return dirname(require.resolve(`${pkg}/package.json`));
}

let directories: ReadonlySet<string> | undefined;
/** Public directories of the split packages, each a subpath with its own index.mjs. */
export function muiSubpaths(): ReadonlySet<string> {
  directories ??= new Set(
    SPLIT_PACKAGES.flatMap((pkg) =>
      readdirSync(packageDir(pkg), { withFileTypes: true })
        .filter((d) => d.isDirectory() && existsSync(join(packageDir(pkg), d.name, 'index.mjs')))
        .map((d) => `${pkg}/${d.name}`)
        .filter((id) => !EXCLUDED_SUBPATHS.test(id)),
    ),
  );
  return directories;
}

type AstNode = ReturnType<typeof parseAst>['body'][number];

function nameOf(node: { type: string; name?: string; value?: unknown }): string {
  return node.type === 'Identifier' ? (node.name ?? '') : String(node.value);
}

/** Every name a file exports (without default), following relative `export *`. */
function exportedNames(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const names: string[] = [];
  for (const node of parseAst(readFileSync(file, 'utf8')).body as AstNode[]) {
    if (node.type === 'ExportAllDeclaration' && node.exported === null && typeof node.source.value === 'string') {
      names.push(...exportedNames(resolve(dirname(file), node.source.value), seen));
    } else if (node.type === 'ExportAllDeclaration' && node.exported !== null) {
      names.push(nameOf(node.exported));
    } else if (node.type === 'ExportNamedDeclaration') {
      for (const s of node.specifiers) names.push(nameOf(s.exported));
      const d = node.declaration;
      if (d?.type === 'VariableDeclaration') {
        for (const v of d.declarations) if (v.id.type === 'Identifier') names.push(v.id.name);
      } else if ((d?.type === 'FunctionDeclaration' || d?.type === 'ClassDeclaration') && d.id) {
        names.push(d.id.name);
      }
    }
  }
  return names.filter((n) => n !== 'default');
}

const tables = new Map<string, ReadonlyMap<string, Binding>>();
/** Name exported by a barrel → the subpath module that exports it too. */
export function muiExportTable(pkg: string = '@mui/material'): ReadonlyMap<string, Binding> {
  const cached = tables.get(pkg);
  if (cached) return cached;
  const dir = packageDir(pkg);
  const result = new Map<string, Binding>();
  const subpathExports = new Map<string, ReadonlySet<string>>();
  const subpathOf = (source: string): string => `${pkg}/${source.replace(/^\.\//, '').split('/')[0] ?? ''}`;
  const add = (name: string, binding: Binding): void => {
    // Like ES star exports, the first definition wins; later duplicates are re-exports of it.
    if (result.has(name) || !muiSubpaths().has(binding.module)) return;
    if (binding.imported !== '*' && binding.imported !== 'default') {
      // Only when the directory's index re-exports it (a barrel may reach into a directory's internals).
      let names = subpathExports.get(binding.module);
      if (names === undefined) {
        names = new Set(exportedNames(join(dir, binding.module.slice(pkg.length + 1), 'index.mjs')));
        subpathExports.set(binding.module, names);
      }
      if (!names.has(binding.imported)) return;
    }
    result.set(name, binding);
  };
  const namespaces = new Map<string, string>();
  for (const node of parseAst(readFileSync(join(dir, 'index.mjs'), 'utf8')).body as AstNode[]) {
    if (node.type === 'ImportDeclaration' && typeof node.source.value === 'string') {
      for (const s of node.specifiers) {
        if (s.type === 'ImportNamespaceSpecifier') namespaces.set(s.local.name, subpathOf(node.source.value));
      }
    } else if (node.type === 'ExportNamedDeclaration') {
      for (const s of node.specifiers) {
        const exported = nameOf(s.exported);
        const local = nameOf(s.local);
        if (node.source && typeof node.source.value === 'string') {
          add(exported, { module: subpathOf(node.source.value), imported: local });
        } else if (namespaces.has(local)) {
          add(exported, { module: namespaces.get(local) ?? '', imported: '*' });
        }
      }
    } else if (node.type === 'ExportAllDeclaration' && typeof node.source.value === 'string') {
      const module = subpathOf(node.source.value);
      for (const name of exportedNames(resolve(dir, node.source.value))) add(name, { module, imported: name });
    }
  }
  tables.set(pkg, result);
  return result;
}

interface Specifier {
  readonly imported: string;
  readonly local: string;
}

function rewriteSpecifiers(pkg: string, kind: 'import' | 'export', specifiers: Specifier[], fail: (m: string) => never): string {
  const byModule = new Map<string, string[]>();
  const statements: string[] = [];
  for (const { imported, local } of specifiers) {
    const binding = muiExportTable(pkg).get(imported);
    if (binding === undefined) fail(`'${imported}' from '${pkg}' is not in its barrel or has no per-directory module: import it from its subpath`);
    if (binding.imported === '*') {
      statements.push(kind === 'import' ? `import * as ${local} from ${JSON.stringify(binding.module)};` : `export * as ${local} from ${JSON.stringify(binding.module)};`);
      continue;
    }
    const list = byModule.get(binding.module) ?? [];
    list.push(binding.imported === local ? local : `${binding.imported} as ${local}`);
    byModule.set(binding.module, list);
  }
  for (const [module, list] of byModule) statements.push(`${kind} { ${list.join(', ')} } from ${JSON.stringify(module)};`);
  return statements.join(' ');
}

/** `import { viVN } from '@mui/material/locale'` → `import { viVN } from '@mui/material/locale/viVN'`; other names stay. */
function rewriteLocaleSpecifiers(barrel: string, kind: 'import' | 'export', specifiers: Specifier[]): string {
  const modules = localeModules();
  const rest: string[] = [];
  const statements: string[] = [];
  for (const { imported, local } of specifiers) {
    const binding = imported === local ? local : `${imported} as ${local}`;
    const own = `${barrel}/${imported}`;
    if (modules.has(own)) statements.push(`${kind} { ${binding} } from ${JSON.stringify(own)};`);
    else rest.push(binding);
  }
  if (rest.length > 0) statements.push(`${kind} { ${rest.join(', ')} } from ${JSON.stringify(barrel)};`);
  return statements.join(' ');
}

/** Rewrites named imports/re-exports of the MUI barrels to per-directory subpaths, and of locale barrels to one locale. */
export function rewriteMuiBarrel(code: string, fail: (message: string) => never): string | undefined {
  if (![...REWRITTEN_BARRELS, ...LOCALE_BARRELS].some((pkg) => code.includes(pkg))) return undefined;
  const edits: { start: number; end: number; text: string }[] = [];
  for (const node of parseAst(code).body as (AstNode & { start: number; end: number })[]) {
    if (node.type !== 'ImportDeclaration' && node.type !== 'ExportNamedDeclaration') continue;
    const barrel = LOCALE_BARRELS.find((p) => p === node.source?.value);
    if (barrel !== undefined) {
      const specifiers: Specifier[] = [];
      for (const s of node.specifiers) {
        if (s.type === 'ImportSpecifier') specifiers.push({ imported: nameOf(s.imported), local: s.local.name });
        else if (s.type === 'ExportSpecifier') specifiers.push({ imported: nameOf(s.local), local: nameOf(s.exported) });
      }
      // A namespace or default import needs the whole barrel: left as written.
      if (specifiers.length !== node.specifiers.length || specifiers.length === 0) continue;
      const original = code.slice(node.start, node.end);
      const text = rewriteLocaleSpecifiers(barrel, node.type === 'ImportDeclaration' ? 'import' : 'export', specifiers) + '\n'.repeat(original.split('\n').length - 1);
      edits.push({ start: node.start, end: node.end, text });
      continue;
    }
    const pkg = REWRITTEN_BARRELS.find((p) => p === node.source?.value);
    if (pkg === undefined) continue;
    const specifiers: Specifier[] = [];
    for (const s of node.specifiers) {
      if (s.type === 'ImportNamespaceSpecifier' || s.type === 'ImportDefaultSpecifier') {
        fail(`\`import * as …\`/default import of '${pkg}' loads all of it: import the components by name`);
      }
      if (s.type === 'ImportSpecifier') specifiers.push({ imported: nameOf(s.imported), local: s.local.name });
      else if (s.type === 'ExportSpecifier') specifiers.push({ imported: nameOf(s.local), local: nameOf(s.exported) });
    }
    const original = code.slice(node.start, node.end);
    // Same number of lines as the original, so the existing source map stays valid.
    const text = rewriteSpecifiers(pkg, node.type === 'ImportDeclaration' ? 'import' : 'export', specifiers, fail) + '\n'.repeat(original.split('\n').length - 1);
    edits.push({ start: node.start, end: node.end, text });
  }
  if (edits.length === 0) return undefined;
  let out = code;
  for (const e of edits.reverse()) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

export function muiBarrelRewrite(): Plugin {
  return {
    name: 'busdesk:mui-barrel-rewrite',
    transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? '')) return null;
      const out = rewriteMuiBarrel(code, (message) => this.error(`${id}: ${message}`));
      return out === undefined ? null : { code: out, map: null };
    },
  };
}
