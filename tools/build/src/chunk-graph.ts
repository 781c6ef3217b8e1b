/** What a walk of a build's chunk graph reads of one output chunk (Rollup's OutputChunk). */
export interface ImportingChunk {
  readonly fileName: string;
  /** Chunks (file names) and external modules (ids) it imports statically. */
  readonly imports: readonly string[];
}

/**
 * Visits each chunk `roots` reach through static imports once (the roots included), with the modules it imports that
 * are not chunks of the build (external module ids).
 */
export function walkStaticImports<C extends ImportingChunk>(
  roots: readonly C[],
  byFile: ReadonlyMap<string, C>,
  visit: (chunk: C, externals: readonly string[]) => void,
): void {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let chunk = stack.pop(); chunk !== undefined; chunk = stack.pop()) {
    if (seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    const externals: string[] = [];
    for (const target of chunk.imports) {
      const imported = byFile.get(target);
      if (imported) stack.push(imported);
      else externals.push(target);
    }
    visit(chunk, externals);
  }
}
