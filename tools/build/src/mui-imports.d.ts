import { type Plugin } from 'vite';
interface Binding {
    /** '@mui/material/Button' */
    readonly module: string;
    /** Export name in that module, or '*' for a namespace re-export (colors). */
    readonly imported: string;
}
/** Component/utility directories of @mui/material, each a public subpath with its own index.mjs. */
export declare function muiSubpaths(): ReadonlySet<string>;
/** Name exported by the @mui/material barrel → the subpath module that defines it. */
export declare function muiExportTable(): ReadonlyMap<string, Binding>;
/** Rewrites named imports/re-exports of the @mui/material barrel to per-component subpaths. */
export declare function rewriteMuiBarrel(code: string, fail: (message: string) => never): string | undefined;
export declare function muiBarrelRewrite(): Plugin;
export {};
