import type { UserConfigFnObject } from 'vite';
export interface SystemLibOptions {
    /** The import map specifier, e.g. '@busdesk/mf-sales'. */
    readonly name: string;
    /** The package directory (pass `import.meta.dirname` from vite.config.ts). */
    readonly root: string;
    /** Entry relative to root; default 'src/index.ts'. */
    readonly entry?: string;
    /** Output directory; default dist/portal/<name without scope>. */
    readonly outDir?: string;
}
/**
 * A Vite 7 library build in System format whose shared imports are left to the import map.
 * Production entries are content-hashed (the import map is the only place that names them, so they
 * can be cached forever); `--mode development` writes an unhashed, unminified `<name>.js` for
 * import-map-overrides to point at.
 */
export declare function defineSystemLibConfig(options: SystemLibOptions): UserConfigFnObject;
export type MfOptions = SystemLibOptions;
/** The preset every micro-frontend (and root-config) uses in its vite.config.ts. */
export declare function defineMfConfig(options: MfOptions): UserConfigFnObject;
