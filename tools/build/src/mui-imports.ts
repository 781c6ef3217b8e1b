import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { parseAst, type Plugin } from 'vite';
import { TOOLS_DIR } from './paths';

// @mui/material is shared per component directory ('@mui/material/Button', …), not as one barrel:
// the barrel is ~160 kB gzip and a page needs a fraction of it. Consumers keep writing
// `import { Button } from '@mui/material'`; muiBarrelRewrite() turns that into the per-component
// import, so each page fetches only the components it renders (their shared internals live once in
// the vendor build's common chunks).

const MUI = '@mui/material';

interface Binding {
  /** '@mui/material/Button' */
  readonly module: string;
  /** Export name in that module, or '*' for a namespace re-export (colors). */
  readonly imported: string;
}

let packageDir: string | undefined;
function muiDir(): string {
  packageDir ??= dirname(createRequire(join(TOOLS_DIR, 'package.json')).resolve(`${MUI}/package.json`));
  return packageDir;
}

let directories: ReadonlySet<string> | undefined;
/** Component/utility directories of @mui/material, each a public subpath with its own index.mjs. */
export function muiSubpaths(): ReadonlySet<string> {
  directories ??= new Set(
    readdirSync(muiDir(), { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(muiDir(), d.name, 'index.mjs')))
      .map((d) => `${MUI}/${d.name}`),
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

let table: ReadonlyMap<string, Binding> | undefined;
/** Name exported by the @mui/material barrel → the subpath module that defines it. */
export function muiExportTable(): ReadonlyMap<string, Binding> {
  if (table) return table;
  const result = new Map<string, Binding>();
  const subpathOf = (source: string): string => `${MUI}/${source.replace(/^\.\//, '').split('/')[0] ?? ''}`;
  const add = (name: string, binding: Binding): void => {
    // Like ES star exports, the first definition wins; later duplicates are re-exports of it.
    if (!result.has(name)) result.set(name, binding);
  };
  const index = join(muiDir(), 'index.mjs');
  const namespaces = new Map<string, string>();
  for (const node of parseAst(readFileSync(index, 'utf8')).body as AstNode[]) {
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
      for (const name of exportedNames(resolve(muiDir(), node.source.value))) add(name, { module, imported: name });
    }
  }
  table = result;
  return table;
}

interface Specifier {
  readonly imported: string;
  readonly local: string;
}

function rewriteSpecifiers(kind: 'import' | 'export', specifiers: Specifier[], fail: (m: string) => never): string {
  const byModule = new Map<string, string[]>();
  const statements: string[] = [];
  for (const { imported, local } of specifiers) {
    const binding = muiExportTable().get(imported);
    if (binding === undefined) fail(`'${imported}' is not exported by ${MUI}`);
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

/** Rewrites named imports/re-exports of the @mui/material barrel to per-component subpaths. */
export function rewriteMuiBarrel(code: string, fail: (message: string) => never): string | undefined {
  if (!code.includes(MUI)) return undefined;
  const edits: { start: number; end: number; text: string }[] = [];
  for (const node of parseAst(code).body as (AstNode & { start: number; end: number })[]) {
    if ((node.type !== 'ImportDeclaration' && node.type !== 'ExportNamedDeclaration') || node.source?.value !== MUI) continue;
    const specifiers: Specifier[] = [];
    for (const s of node.specifiers) {
      if (s.type === 'ImportNamespaceSpecifier' || s.type === 'ImportDefaultSpecifier') {
        fail(`\`import * as …\`/default import of '${MUI}' loads all of MUI: import the components by name`);
      }
      if (s.type === 'ImportSpecifier') specifiers.push({ imported: nameOf(s.imported), local: s.local.name });
      else if (s.type === 'ExportSpecifier') specifiers.push({ imported: nameOf(s.local), local: nameOf(s.exported) });
    }
    const original = code.slice(node.start, node.end);
    // Same number of lines as the original, so the existing source map stays valid.
    const text = rewriteSpecifiers(node.type === 'ImportDeclaration' ? 'import' : 'export', specifiers, fail) + '\n'.repeat(original.split('\n').length - 1);
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
