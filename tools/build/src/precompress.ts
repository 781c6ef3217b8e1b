import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * What the server would compress on the fly: text the browser loads, whatever its size. A file streamed from disk has
 * no length the compression plugin can compare with its 1 kB threshold, so the server compressed even the ~150-byte
 * module entries (a third of a cold /book-ticket's ~175 files) with a fresh brotli stream each, after looking for
 * their missing .br and .gz copies: ~15 ms of its CPU per cold load measured on this machine (ADR 0067).
 */
const COMPRESSIBLE = /\.(js|json|html|css|svg)$/;
/** Built after the portal is assembled and embedded by partner pages: left to the server's on-the-fly compression. */
const SKIPPED = /^(widgets\/|[^/]+\/entry\.json$)/;

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` beside each compressible portal file, for the server to
 * send as they are (@fastify/static preCompressed). On the fly the server compresses at brotli quality 5 to keep its
 * CPU per answer small, and a cold /book-ticket asks for ~90 files at once on two cores: the first paint waited on the
 * server's compression (issue 11). A file whose compressed copies are newer than it is skipped, so a rebuild only pays
 * for what changed; index.html and importmap.json, rewritten by every assemble, are always redone.
 */
export function precompressPortal(portalDir: string): { files: number; written: number } {
  let files = 0;
  let written = 0;
  for (const entry of readdirSync(portalDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    if (SKIPPED.test(relative(portalDir, file).split('\\').join('/'))) continue;
    const { size, mtimeMs } = statSync(file);
    files += 1;
    const br = `${file}.br`;
    const gz = `${file}.gz`;
    if (existsSync(br) && existsSync(gz) && statSync(br).mtimeMs >= mtimeMs && statSync(gz).mtimeMs >= mtimeMs) continue;
    const body = readFileSync(file);
    writeFileSync(br, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size } }));
    writeFileSync(gz, gzipSync(body, { level: 9 }));
    written += 1;
  }
  return { files, written };
}
