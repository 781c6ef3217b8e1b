export declare const REPO_ROOT: string;
export declare const TOOLS_DIR: string;
export declare const PORTAL_DIR: string;
/** Source directories of our workspace modules that are shared through the import map. */
export declare const WORKSPACE_MODULE_DIRS: ReadonlyMap<string, string>;
/** Where a System build of `name` is written: '@busdesk/mf-sales' → dist/portal/mf-sales. */
export declare function portalDirOf(name: string): string;
/** The manifest each System build writes beside its entry, read by the import map generator. */
export declare const ENTRY_MANIFEST = "entry.json";
