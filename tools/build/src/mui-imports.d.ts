import { type Plugin } from 'vite';
/** Packages whose every public directory (with an index.mjs) is a shared module of its own. */
export declare const SPLIT_PACKAGES: readonly ["@mui/material", "@mui/x-date-pickers", "@mui/x-data-grid"];
/** Packages whose barrel imports are rewritten (x-data-grid is one component: its barrel is the unit). */
export declare const REWRITTEN_BARRELS: readonly ["@mui/material", "@mui/x-date-pickers"];
interface Binding {
    /** '@mui/material/Button' */
    readonly module: string;
    /** Export name in that module, or '*' for a namespace re-export (colors). */
    readonly imported: string;
}
/** Public directories of the split packages, each a subpath with its own index.mjs. */
export declare function muiSubpaths(): ReadonlySet<string>;
/** Name exported by a barrel → the subpath module that exports it too. */
export declare function muiExportTable(pkg?: string): ReadonlyMap<string, Binding>;
/** Rewrites named imports/re-exports of the MUI barrels to per-directory subpaths. */
export declare function rewriteMuiBarrel(code: string, fail: (message: string) => never): string | undefined;
export declare function muiBarrelRewrite(): Plugin;
export {};
