/** How the vendor build turns a module into a System module. */
export type SharedModuleSource = 
/** ES module: `export *` (+ default when present) keeps every binding. */
'esm'
/** CommonJS: the entry re-exports each name explicitly, enumerated with require() at build time. */
 | 'cjs'
/** One of our workspace packages, built on its own as a System library. */
 | 'workspace';
export interface SharedModule {
    /** The bare specifier written in source and used as the import map key. */
    readonly id: string;
    readonly source: SharedModuleSource;
    /** Not needed at first paint of the shell: must only be fetched by the screens that import it. */
    readonly lazy?: boolean;
}
export declare const SHARED_MODULES: readonly SharedModule[];
/**
 * Deep imports of shared packages that a build may bundle: stateless leaves whose own imports are
 * shared modules. An icon is ~300 bytes and imports '@mui/material/SvgIcon'; a dayjs plugin or
 * locale registers itself on the shared dayjs instance.
 */
export declare const BUNDLEABLE_SUBPATHS: readonly RegExp[];
/** Files inside shared packages (as 'package/path') that BUNDLEABLE_SUBPATHS may pull into a build. */
export declare const BUNDLEABLE_FILES: readonly RegExp[];
/** Imports that are refused outright, with the reason shown in the build error. */
export declare const FORBIDDEN_IMPORTS: ReadonlyMap<string, string>;
/**
 * Packages that live inside one of our shared modules instead of being shared themselves. zod is
 * bundled into @busdesk/api-contract, where tree-shaking keeps the schema builders the contract
 * uses (~20 kB gzip) instead of all of zod with its locales (~90 kB); everyone else gets zod's
 * schemas (and `import type { z } from 'zod'` for types) through the contract, so there is one zod.
 */
export declare const PRIVATE_PACKAGES: ReadonlyMap<string, string>;
/** The npm package a specifier or a node_modules path segment belongs to. */
export declare function packageNameOf(specifier: string): string;
/** Packages that must never be bundled by a consumer (apart from BUNDLEABLE_SUBPATHS). */
export declare const SHARED_PACKAGES: ReadonlySet<string>;
export declare function isSharedModule(id: string): boolean;
/** Every shared module: the list above plus one per public directory of the split MUI packages. */
export declare function allSharedModules(): SharedModule[];
export declare function isBundleableSubpath(id: string): boolean;
/** Modules made by the vendor build (everything but our workspace packages). */
export declare function vendorModules(): SharedModule[];
/** File-system safe name of a module: '@mui/material/styles' → 'mui-material-styles'. */
export declare function moduleFileName(id: string): string;
/** Externals predicate for a System build of `self` (a package must not externalise itself). */
export declare function externalFor(self?: string): (id: string) => boolean;
