import type { Plugin } from 'vite';
/** One import map entry: a bare specifier and its file, relative to the build's output directory. */
export interface EntryManifest {
    readonly imports: Record<string, string>;
}
/**
 * Writes entry.json beside the output: which specifier maps to which (content-hashed) entry file.
 * The import map is assembled from these files, so rebuilding one package and regenerating the map
 * is enough to publish it.
 */
export declare function entryManifest(specifierOf: (entryName: string) => string | undefined): Plugin;
