import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst, type Plugin, type Rollup } from 'vite';

// Most vendor entries hold no code of their own: the vendor build packs the code into shared chunks (the paint chunks
// of the first paint, the merged lazy chunks), and an entry such as '@mui/material/Button' is a ~200-byte file that
// renames a few of a chunk's exports. A browser pays for each of those files (a request, a script element, its
// evaluation: ~60 of them before /book-ticket's search is usable) for nothing but a renaming. The vendor build lists
// each such facade here (vendor/facades.json), and a System build of ours imports the chunk's exports directly under
// the names the facade gave them (ADR 0111). The facade files stay in the vendor output and the import map, for what
// still asks for them by name: a whole namespace, bundled third-party code, the curated modules, import-map-overrides'
// development builds.

/** Where the vendor build writes its facades, beside its entry.json. */
export const VENDOR_FACADES_FILE = 'facades.json';

/** The import map specifier of a vendor chunk a facade points into: the chunk's file name, hash included. */
export const VENDOR_CHUNK_PREFIX = '@busdesk/vendor-chunk/';

/** One dependency of a facade: the chunk and, per name the facade exports, the chunk's name for the same binding. */
export interface FacadeSource {
  /** The chunk's file, relative to the vendor directory ('chunks/paint-sales-CEL2B2kg.js'). */
  readonly file: string;
  /** Exported name → the chunk's export; empty when the facade imports the chunk only to run it first. */
  readonly names: Readonly<Record<string, string>>;
}

export interface VendorFacades {
  /** Import map entries of the chunks facades point into: specifier → file relative to the vendor directory. */
  readonly chunks: Readonly<Record<string, string>>;
  /** Vendor entry specifier → what it re-exports, in the facade's dependency order. */
  readonly facades: Readonly<Record<string, readonly FacadeSource[]>>;
}

type Node = Rollup.AstNode & Record<string, unknown>;
const isNode = (value: unknown, type: string): value is Node => typeof value === 'object' && value !== null && (value as Node).type === type;
const identifierName = (value: unknown): string | null => (isNode(value, 'Identifier') ? (value.name as string) : null);
const keyName = (value: unknown): string | null =>
  identifierName(value) ?? (isNode(value, 'Literal') && typeof value.value === 'string' ? value.value : null);
/** A name a re-export can use as written (`export { b as name }`): identifiers only, `default` included. */
const plainName = (name: string | null): name is string => name !== null && /^[A-Za-z_$][\w$]*$/.test(name);

/** `param.name` → name, where param is the setter's own parameter. */
function memberOf(value: unknown, param: string): string | null {
  if (!isNode(value, 'MemberExpression') || value.computed === true || identifierName(value.object) !== param) return null;
  return identifierName(value.property);
}

/** A setter `t=>{e({a:t.b}),e("c",t.d)}` → { a: 'b', c: 'd' }; `null` (a dependency run for its effects) → {}. */
function setterNames(setter: unknown, exportFn: string): Record<string, string> | null {
  if (isNode(setter, 'Literal') && setter.value === null) return {};
  if (!isNode(setter, 'ArrowFunctionExpression') && !isNode(setter, 'FunctionExpression')) return null;
  const params = setter.params as unknown[];
  const param = identifierName(params[0]);
  if (params.length !== 1 || param === null) return null;
  const body = setter.body as Node;
  const statements = isNode(body, 'BlockStatement') ? (body.body as unknown[]) : [{ type: 'ExpressionStatement', expression: body }];
  const names: Record<string, string> = {};
  const calls = statements.flatMap((s): unknown[] => {
    if (!isNode(s, 'ExpressionStatement')) return [null];
    const expression = s.expression as Node;
    return isNode(expression, 'SequenceExpression') ? (expression.expressions as unknown[]) : [expression];
  });
  for (const call of calls) {
    if (!isNode(call, 'CallExpression') || identifierName(call.callee) !== exportFn) return null;
    const args = call.arguments as unknown[];
    if (args.length === 1 && isNode(args[0], 'ObjectExpression')) {
      for (const property of args[0].properties as unknown[]) {
        if (!isNode(property, 'Property') || property.computed === true || property.kind !== 'init') return null;
        const name = keyName(property.key);
        const from = memberOf(property.value, param);
        if (!plainName(name) || !plainName(from)) return null;
        names[name] = from;
      }
    } else if (args.length === 2) {
      const name = keyName(args[0]);
      const from = memberOf(args[1], param);
      if (!plainName(name) || !plainName(from)) return null;
      names[name] = from;
    } else return null;
  }
  return names;
}

/**
 * What a vendor entry re-exports, when that is all it does: `System.register(["./chunks/x.js"], function (e) {
 * return { setters: [t => { e({ default: t.B }) }], execute: function () {} } })`. null for anything else (an entry
 * with code of its own, an `export *` of a whole chunk, a dependency outside chunks/).
 */
export function facadeSources(code: string): FacadeSource[] | null {
  let program: Node;
  try {
    program = parseAst(code) as unknown as Node;
  } catch {
    return null;
  }
  const [statement, ...rest] = program.body as unknown[];
  if (rest.length > 0 || !isNode(statement, 'ExpressionStatement')) return null;
  const register = statement.expression as Node;
  if (!isNode(register, 'CallExpression')) return null;
  const callee = register.callee as Node;
  if (!isNode(callee, 'MemberExpression') || identifierName(callee.object) !== 'System' || identifierName(callee.property) !== 'register') return null;
  const [depList, declare] = register.arguments as unknown[];
  if (!isNode(depList, 'ArrayExpression') || (!isNode(declare, 'FunctionExpression') && !isNode(declare, 'ArrowFunctionExpression'))) return null;
  const deps = (depList.elements as unknown[]).map((d) => (isNode(d, 'Literal') && typeof d.value === 'string' ? d.value : null));
  if (deps.length === 0 || deps.some((d) => d === null || !d.startsWith('./chunks/'))) return null;
  const exportFn = identifierName((declare.params as unknown[])[0]);
  const body = declare.body as Node;
  if (exportFn === null || !isNode(body, 'BlockStatement')) return null;
  const statements = (body.body as unknown[]).filter((s) => !(isNode(s, 'ExpressionStatement') && typeof s.directive === 'string'));
  const [returned] = statements;
  if (statements.length !== 1 || !isNode(returned, 'ReturnStatement') || !isNode(returned.argument, 'ObjectExpression')) return null;
  let setters: unknown[] | null = null;
  for (const property of returned.argument.properties as unknown[]) {
    if (!isNode(property, 'Property')) return null;
    const key = keyName(property.key);
    const value = property.value as Node;
    if (key === 'setters' && isNode(value, 'ArrayExpression')) setters = value.elements as unknown[];
    // Nothing of its own to run: an empty execute.
    else if (key === 'execute' && (isNode(value, 'FunctionExpression') || isNode(value, 'ArrowFunctionExpression'))) {
      if (!isNode(value.body, 'BlockStatement') || (value.body.body as unknown[]).length > 0) return null;
    } else return null;
  }
  if (setters === null || setters.length !== deps.length) return null;
  const sources: FacadeSource[] = [];
  for (const [i, dep] of deps.entries()) {
    const names = setterNames(setters[i], exportFn);
    if (names === null) return null;
    sources.push({ file: (dep as string).slice(2), names });
  }
  return sources;
}

/** The specifier the import map gives a vendor chunk ('chunks/paint-sales-CEL2B2kg.js' → '@busdesk/vendor-chunk/paint-sales-CEL2B2kg'). */
export function vendorChunkSpecifier(file: string): string {
  return VENDOR_CHUNK_PREFIX + file.replace(/^chunks\//, '').replace(/\.js$/, '');
}

/**
 * The vendor build's facades: every entry of `specifierOf` whose output only re-exports chunks, except `keep` (curated
 * modules, whose names the shared-module guard checks against the entry). Writes vendor/facades.json; `chunkImports`
 * answers, once the bundle is generated, the import map entries of the chunks they point into.
 */
export function vendorFacadesPlugin(specifierOf: (entryName: string) => string | undefined, keep: ReadonlySet<string>): Plugin & { chunkImports(): Record<string, string> } {
  let chunks: Record<string, string> = {};
  return {
    name: 'busdesk:vendor-facades',
    chunkImports: () => chunks,
    generateBundle(_options, bundle) {
      const facades: Record<string, FacadeSource[]> = {};
      chunks = {};
      for (const item of Object.values(bundle)) {
        const specifier = item.type === 'chunk' && item.isEntry ? specifierOf(item.name) : undefined;
        if (item.type !== 'chunk' || specifier === undefined || keep.has(specifier)) continue;
        const sources = facadeSources(item.code);
        if (sources === null) continue;
        facades[specifier] = sources;
        for (const source of sources) chunks[vendorChunkSpecifier(source.file)] = source.file;
      }
      const sorted = <T,>(record: Record<string, T>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
      const result: VendorFacades = { chunks: sorted(chunks), facades: sorted(facades) };
      this.emitFile({ type: 'asset', fileName: VENDOR_FACADES_FILE, source: `${JSON.stringify(result, null, 2)}\n` });
    },
  };
}

/** The facades of a built vendor directory; null when it has none (not built yet). */
export function readVendorFacades(vendorDir: string): VendorFacades | null {
  const file = join(vendorDir, VENDOR_FACADES_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as VendorFacades) : null;
}

const VIRTUAL = '\0busdesk-vendor-facade:';
/** `import * as x from 'm'` and `export * (as x) from 'm'`, in source before or after its TypeScript is stripped. */
const NAMESPACE_IMPORT = /(?:import|export)\s*(?:type\s+)?\*\s*(?:as\s+[\w$]+\s*)?from\s*['"]([^'"]+)['"]/g;

/** The module a System build puts in place of a facade: the same names, straight from the chunks. */
export function facadeModule(sources: readonly FacadeSource[]): string {
  return sources
    .map(({ file, names }) => {
      const specifier = JSON.stringify(vendorChunkSpecifier(file));
      const entries = Object.entries(names);
      return entries.length === 0
        ? `import ${specifier};`
        : `export { ${entries.map(([name, from]) => (name === from ? name : `${from} as ${name}`)).join(', ')} } from ${specifier};`;
    })
    .join('\n');
}

/**
 * For a System build: an import of a facade (say '@mui/material/Button') becomes an import of the chunk's exports
 * under the facade's names, so the page fetches the chunk and not the facade. Rollup follows the re-exports, so the
 * built module lists the chunk among its System dependencies and reads the chunk's own names. The build's `external`
 * must not claim the facades' specifiers (Rollup asks it before any plugin); this plugin marks the chunks external.
 */
export function vendorFacadeImports(vendor: VendorFacades): Plugin {
  const facades = new Map(Object.entries(vendor.facades));
  // Modules that take a facade's whole namespace (`import * as React from 'react'`, `export * from …`): through the
  // chunk that namespace would be an object of all its names built in each build, so they keep the facade.
  const wholeNamespace = new Map<string, Set<string>>();
  return {
    name: 'busdesk:vendor-facade-imports',
    enforce: 'pre',
    transform: {
      // Last, on the code Rollup reads: CommonJS turned into imports shows its `import * as` only then.
      order: 'post',
      handler(code, id) {
        const specifiers = [...code.matchAll(NAMESPACE_IMPORT)].map((m) => m[1] ?? '').filter((s) => facades.has(s));
        if (specifiers.length > 0) wholeNamespace.set(id, new Set(specifiers));
        return null;
      },
    },
    resolveId(source, importer) {
      if (source.startsWith(VENDOR_CHUNK_PREFIX)) return { id: source, external: true };
      // Our own modules only: bundled packages keep the facades (CommonJS ones take React's whole namespace through
      // helpers that no source pattern shows).
      if (!facades.has(source) || importer === undefined || importer.includes('/node_modules/') || wholeNamespace.get(importer)?.has(source)) return null;
      return VIRTUAL + source;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const sources = facades.get(id.slice(VIRTUAL.length));
      return sources === undefined ? null : { code: facadeModule(sources), moduleSideEffects: sources.some((s) => Object.keys(s.names).length === 0) };
    },
  };
}
