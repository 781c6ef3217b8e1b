import type { Plugin } from 'vite';
export interface SharedModuleGuardOptions {
    /** The shared module being built (it may bundle its own sources), if any. */
    readonly self?: string;
}
/** 'package/sub/path' of a file inside node_modules, or undefined for any other file. */
export declare function nodeModulesPath(id: string): string | undefined;
/** Why a bundled module must not be in a consumer's output, or undefined when it may be. */
export declare function bundledSharedOffence(id: string, self?: string): string | undefined;
/**
 * Keeps shared modules out of System builds. Bare imports listed in shared-modules.ts become externals
 * (resolved by the import map at run time); a bare import of a shared package that is not listed is an
 * error rather than a silent second copy; and the output is checked module by module, which also
 * catches relative or absolute paths into a shared package.
 */
export declare function sharedModuleGuard(options?: SharedModuleGuardOptions): Plugin;
