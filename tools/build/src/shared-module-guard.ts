import { sep } from 'node:path';
import type { Plugin } from 'vite';
import {
  BUNDLEABLE_FILES,
  FORBIDDEN_IMPORTS,
  PRIVATE_PACKAGES,
  SHARED_MODULES,
  SHARED_PACKAGES,
  curatedNamesOf,
  isBundleableSubpath,
  isSharedModule,
  packageNameOf,
} from './shared-modules';
import { WORKSPACE_MODULE_DIRS } from './paths';
import { walkStaticImports, type ImportingChunk } from './chunk-graph';

export interface SharedModuleGuardOptions {
  /** The shared module being built (it may bundle its own sources), if any. */
  readonly self?: string;
}

const NODE_MODULES = `${sep}node_modules${sep}`;

/** 'package/sub/path' of a file inside node_modules, or undefined for any other file. */
export function nodeModulesPath(id: string): string | undefined {
  const clean = id.replace(/^\0/, '').split('?')[0] ?? '';
  const at = clean.lastIndexOf(NODE_MODULES);
  if (at < 0) return undefined;
  return clean.slice(at + NODE_MODULES.length).split(sep).join('/');
}

/** Why a bundled module must not be in a consumer's output, or undefined when it may be. */
export function bundledSharedOffence(id: string, self?: string): string | undefined {
  const inPackage = nodeModulesPath(id);
  if (inPackage !== undefined) {
    const pkg = packageNameOf(inPackage);
    if (self !== undefined && PRIVATE_PACKAGES.get(pkg) === self) return undefined;
    if (!SHARED_PACKAGES.has(pkg) || BUNDLEABLE_FILES.some((re) => re.test(inPackage))) return undefined;
    return `${inPackage} (shared package ${pkg})`;
  }
  for (const [name, dir] of WORKSPACE_MODULE_DIRS) {
    if (name !== self && id.startsWith(dir + sep)) return `${id} (shared module ${name})`;
  }
  return undefined;
}

function suggestions(pkg: string): string {
  const ids = SHARED_MODULES.filter((m) => packageNameOf(m.id) === pkg).map((m) => `'${m.id}'`);
  return ids.length > 0 ? `import from ${ids.join(' or ')}` : 'do not import it from browser code';
}

/**
 * Why a chunk's imports of curated shared modules (a `pick` in shared-modules.ts, e.g. 'rxjs') are not all in the
 * vendor entry, one message per offence. `imported` is Rollup's importedBindings: module → names, '*' for a
 * namespace import; `dynamic` are the modules the chunk imports with import().
 */
export function curatedImportOffences(
  fileName: string,
  imported: Readonly<Record<string, readonly string[]>>,
  dynamic: readonly string[] = [],
): string[] {
  const offences: string[] = [];
  for (const [module, names] of Object.entries(imported)) {
    const allowed = curatedNamesOf(module);
    if (allowed === undefined) continue;
    for (const name of names) {
      if (allowed.includes(name)) continue;
      offences.push(
        name === '*'
          ? `${fileName}: \`import * as … from '${module}'\` needs every name, but the vendor entry exports only ${allowed.join(', ')}: import the names you use`
          : `${fileName}: '${name}' from '${module}' is not exported by the vendor entry (it exports only ${allowed.join(', ')}): ` +
              `add '${name}' to the names of '${module}' in tools/build/src/shared-modules.ts`,
      );
    }
  }
  for (const module of dynamic) {
    const allowed = curatedNamesOf(module);
    if (allowed !== undefined) offences.push(`${fileName}: import('${module}') cannot be checked against its curated names: import them statically`);
  }
  return offences;
}

/**
 * Keeps shared modules out of System builds. Bare imports listed in shared-modules.ts become externals
 * (resolved by the import map at run time); a bare import of a shared package that is not listed is an
 * error rather than a silent second copy; and the output is checked module by module, which also
 * catches relative or absolute paths into a shared package.
 */
export function sharedModuleGuard(options: SharedModuleGuardOptions = {}): Plugin {
  const { self } = options;
  return {
    name: 'busdesk:shared-module-guard',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source.startsWith('\0') || source.startsWith('.') || source.startsWith('/') || /^[A-Za-z]:/.test(source)) {
        return null;
      }
      const refused = FORBIDDEN_IMPORTS.get(source);
      if (refused !== undefined) this.error(`'${source}' imported by ${importer ?? 'the entry'}: ${refused}`);
      if (isSharedModule(source)) return source === self ? null : { id: source, external: true };
      const pkg = packageNameOf(source);
      const owner = PRIVATE_PACKAGES.get(pkg);
      if (owner !== undefined && owner === self) return null;
      if (owner !== undefined) {
        this.error(
          `'${source}' imported by ${importer ?? 'the entry'}: ${pkg} is bundled inside ${owner} so that there is one ` +
            `copy; use what ${owner} exports (types: \`import type { … } from '${pkg}'\`).`,
        );
      }
      if (SHARED_PACKAGES.has(pkg) && !isBundleableSubpath(source)) {
        this.error(
          `'${source}' imported by ${importer ?? 'the entry'} belongs to the shared package ${pkg} but is not in ` +
            `the import map, so it would be a second copy: ${suggestions(pkg)}, or add it to ` +
            'tools/build/src/shared-modules.ts.',
        );
      }
      return null;
    },
    generateBundle(_options, bundle) {
      const offences: string[] = [];
      for (const item of Object.values(bundle)) {
        if (item.type === 'asset') {
          // Library builds emit CSS as a file nobody loads; the portal styles everything with emotion.
          if (item.fileName.endsWith('.css')) {
            offences.push(`${item.fileName}: CSS files are not loaded by the portal, style with emotion (sx/styled)`);
          }
          continue;
        }
        // A name the vendor build left out would be undefined at run time, far from its cause: fail here instead.
        offences.push(...curatedImportOffences(item.fileName, item.importedBindings, item.dynamicImports));
        for (const id of Object.keys(item.modules)) {
          const offence = bundledSharedOffence(id, self);
          if (offence !== undefined) offences.push(`${item.fileName} bundles ${offence}`);
        }
      }
      if (offences.length > 0) {
        this.error(`shared modules must come from the import map (with the names it provides), not be bundled:\n  ${offences.join('\n  ')}`);
      }
    },
  };
}

/** What staticReachGuard reads of one output chunk (Rollup's OutputChunk). */
export interface ReachChunk extends ImportingChunk {
  readonly name: string;
  readonly isEntry: boolean;
  readonly moduleIds: readonly string[];
}

/**
 * Why entries reach what they must not (SharedModule.excludes), one message per offence: an excluded module id among
 * the external imports of an entry's static closure, or a bundled file of an excluded package in it. `excludes` maps
 * an entry chunk's name to what it excludes.
 */
export function staticReachOffences(chunks: readonly ReachChunk[], excludes: ReadonlyMap<string, readonly string[]>): string[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const offences: string[] = [];
  for (const entry of chunks) {
    const excluded = entry.isEntry ? excludes.get(entry.name) : undefined;
    if (excluded === undefined || excluded.length === 0) continue;
    walkStaticImports([entry], byFile, (chunk, externals) => {
      for (const id of externals.filter((x) => excluded.includes(x))) {
        offences.push(`${entry.fileName} imports '${id}' (through ${chunk.fileName})`);
      }
      const bundled = chunk.moduleIds.map(nodeModulesPath).find((p) => p !== undefined && excluded.includes(packageNameOf(p)));
      if (bundled !== undefined) offences.push(`${entry.fileName} bundles ${bundled} (in ${chunk.fileName})`);
    });
  }
  return offences;
}

/**
 * Fails a build whose subpath modules reach, through static imports, what their SharedModule.excludes names (zod or
 * the whole contract in a module the shell loads before it paints). Dynamic imports are the way to reach it later.
 */
export function staticReachGuard(excludes: ReadonlyMap<string, readonly string[]>): Plugin {
  return {
    name: 'busdesk:static-reach-guard',
    generateBundle(_options, bundle) {
      if (excludes.size === 0) return;
      const chunks = Object.values(bundle).flatMap((item): ReachChunk[] =>
        item.type === 'chunk'
          ? [{ fileName: item.fileName, name: item.name, isEntry: item.isEntry, imports: item.imports, moduleIds: Object.keys(item.modules) }]
          : [],
      );
      const offences = staticReachOffences(chunks, excludes);
      if (offences.length > 0) {
        this.error(`first-paint modules reach what they must load on demand (shared-modules.ts, excludes):\n  ${offences.join('\n  ')}`);
      }
    },
  };
}
