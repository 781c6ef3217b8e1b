import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { MSG } from '@busdesk/api-contract';
import { unauthorized } from '../lib/http-error';
import { PUBLIC } from './define-route';

type Headers = Record<string, string | string[] | undefined>;

export interface SignedRawRouteOptions {
  url: string;
  summary: string;
  tag: string;
  /** Whether the request carries its signature headers at all: without them it is refused before its body is read. */
  hasSignatureHeaders: (headers: Headers) => boolean;
  /** Called before the body is read (the payment queue notes an arrival). */
  onArrival?: (app: FastifyInstance) => void;
  /** The work, given the exact bytes sent; its answer is the envelope's results. */
  handle: (app: FastifyInstance, rawBody: Buffer, headers: Headers) => Promise<unknown>;
}

/**
 * A POST authenticated by a signature over its raw body (the payment webhooks, the company API; docs/adr/0042,
 * 0102). Encapsulated (not fastify-plugin), so its raw-body parser applies to this route only: the signature covers
 * the exact bytes sent, which a JSON parse and re-serialise would not reproduce, and any content type is taken as
 * bytes, so nothing is parsed before the signature is checked. Policy public: the signature is the authentication.
 */
export function signedRawRoute(opts: SignedRawRouteOptions): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      // Unsigned: refused before its body is even read.
      if (!opts.hasSignatureHeaders(request.headers)) throw unauthorized(MSG.payments.badSignature);
      opts.onArrival?.(app);
    });
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    app.route({
      method: 'POST',
      url: opts.url,
      config: PUBLIC,
      schema: { summary: opts.summary, tags: [opts.tag] },
      handler: async (request) => {
        // A signed request without a body is checked like any other (its signature covers no bytes).
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const results = await opts.handle(app, raw, request.headers);
        return { code: 200, message: MSG.server.ok, results };
      },
    });
  };
}
