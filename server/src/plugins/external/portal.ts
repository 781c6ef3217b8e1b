import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { constants as zlib } from 'node:zlib';
import { MSG } from '@busdesk/api-contract';
import { markRoutesPublic } from './mark-routes-public';

const here = path.dirname(fileURLToPath(import.meta.url));
/** server/assets: three levels up from src/plugins/external (tsx), one up from dist/ (the bundle). */
const ASSETS_DIR = [path.resolve(here, '..', '..', '..', 'assets'), path.resolve(here, '..', 'assets')].find((d) => fs.existsSync(d));

/** Bytes below which an API answer is sent uncompressed (see the onRoute hook below). */
export const API_COMPRESS_THRESHOLD = 8 * 1024;

const NOT_PORTAL = /^\/(api|mqtt|docs|assets|health|ready)(\/|$|\?)/;

/**
 * Files whose names carry a content hash (every bundle and chunk the build writes, e.g. `mf-sales-C_olnNTt.js`)
 * or that live under a versioned vendor folder never change under the same URL: browsers may keep them for a
 * year. index.html and importmap.json name those files, so they must be revalidated on every load.
 */
const IMMUTABLE = /(-[A-Za-z0-9_-]{8}\.js(\.map)?$)|(\/vendor\/[^/]+@\d[^/]*\/)/;

export function portalCacheControl(filePath: string): string {
  // A precompressed copy (`x.js.br`) is cached as the file it stands for.
  const name = filePath.split(path.sep).join('/').replace(/\.(br|gz)$/, '');
  // Widgets keep a stable URL that partner pages embed, so they must revalidate (their name looks hashed).
  if (name.includes('/widgets/') || name.startsWith('widgets/')) return 'no-cache';
  if (IMMUTABLE.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * Serves the built portal at / (with /importmap.json from the same directory) and the server's own images at
 * /assets/. Any other GET that wants HTML and is not a file gets the shell's index.html, so deep links such as
 * /book-ticket or /transport/view?id=… load the portal. Everything else unknown is a 404 envelope.
 */
export const portalPlugin = fp(async (app: FastifyInstance, opts: { portalDir: string }) => {
  const hasPortal = fs.existsSync(path.join(opts.portalDir, 'index.html'));

  // Compressed answers: a layout route loads ~1.7 MB of JavaScript raw. Brotli at quality 5 keeps the CPU per
  // response small; with immutable caching each browser pays it once. Small bodies stay raw.
  const compressOptions = {
    threshold: 1024,
    encodings: ['br', 'gzip'] as Array<'br' | 'gzip'>,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  };
  // API answers below API_COMPRESS_THRESHOLD go raw: they fit TCP's initial window (10 segments, ~14 kB)
  // compressed or not, so compression saves no round trip, only a kilobyte or two, while each brotli stream's
  // setup costs CPU at both ends (measured on a one-ticket booking answer: ~4 % of the server's CPU and ~13 %
  // of the bench client's). Registered before the compress plugin's own onRoute hook, which reads it.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && route.compress === undefined) route.compress = { ...compressOptions, threshold: API_COMPRESS_THRESHOLD };
  });
  await app.register(fastifyCompress, { global: true, ...compressOptions });

  await app.register(async (scope) => {
    markRoutesPublic(scope);
    if (ASSETS_DIR) await scope.register(fastifyStatic, { root: ASSETS_DIR, prefix: '/assets/', decorateReply: false, maxAge: '1d' });
    if (hasPortal) {
      await scope.register(fastifyStatic, {
        root: opts.portalDir,
        prefix: '/',
        // One route per file of the portal as it is at start (the server starts after the build; a rebuilt portal is
        // served after a restart). With a wildcard route @fastify/static checks every request's spelling against
        // the disk, a readdir of each folder on its path (vendor/ holds ~1,000 names): on this machine that was
        // ~40 % of the server's CPU for a cold /book-ticket's ~175 files, 2.2–2.7 ms a file against 1.3 (ADR 0067).
        wildcard: false,
        index: ['index.html'],
        // The build writes .br and .gz beside each file (tools/build/src/precompress.ts): sent as they are, so a cold
        // page's ~175 requests cost the server no compression. Files without them are compressed on the fly.
        preCompressed: true,
        decorateReply: false,
        cacheControl: false,
        setHeaders: (reply, filePath) => void reply.header('cache-control', portalCacheControl(filePath)),
      });
    }
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const url = request.url;
    if (hasPortal && request.method === 'GET' && wantsHtml && !NOT_PORTAL.test(url) && !path.extname(url.split('?')[0] ?? '')) {
      // Read each time (the file is small); like the portal's other files, a rebuilt one needs a restart (the routes above).
      return fs.promises
        .readFile(path.join(opts.portalDir, 'index.html'))
        .then((html) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html));
    }
    return reply.code(404).send({ code: 404, message: MSG.server.notFound, results: null });
  });
});
