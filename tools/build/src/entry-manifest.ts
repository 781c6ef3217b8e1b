import type { Plugin } from 'vite';
import { ENTRY_MANIFEST } from './paths';

/** One import map entry: a bare specifier and its file, relative to the build's output directory. */
export interface EntryManifest {
  readonly imports: Record<string, string>;
}

/**
 * Writes entry.json beside the output: which specifier maps to which (content-hashed) entry file.
 * The import map is assembled from these files, so rebuilding one package and regenerating the map
 * is enough to publish it.
 */
export function entryManifest(specifierOf: (entryName: string) => string | undefined, more?: () => Record<string, string>): Plugin {
  return {
    name: 'busdesk:entry-manifest',
    generateBundle(_options, bundle) {
      // Other files the map must name (the vendor chunks that facades point into: vendor-facades.ts), asked now because
      // the plugin that knows them fills them in its own generateBundle, which runs first.
      const imports: Record<string, string> = { ...more?.() };
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk' || !item.isEntry) continue;
        const specifier = specifierOf(item.name);
        if (specifier !== undefined) imports[specifier] = item.fileName;
      }
      const manifest: EntryManifest = { imports };
      this.emitFile({ type: 'asset', fileName: ENTRY_MANIFEST, source: `${JSON.stringify(manifest, null, 2)}\n` });
    },
  };
}
