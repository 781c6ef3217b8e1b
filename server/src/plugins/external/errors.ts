import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '@busdesk/api-contract';
import { HttpError, isConnectionFailure } from '../../lib/http-error';
import { pageErrorHtml } from '../../lib/page-error-html';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

const fieldOf = (issue: ValidationIssue): string => {
  const path = issue.params?.issue?.path;
  if (path && path.length) return path.map(String).join('.');
  return (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || '(body)';
};

/**
 * The client errors Fastify and its plugins raise themselves, by code, in words a person reads. Their own texts
 * (and codes like FST_ERR_CTP_INVALID_MEDIA_TYPE) are for developers and never reach an answer.
 */
const FRAMEWORK_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MSG.server.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MSG.server.emptyBody,
  FST_ERR_CTP_BODY_TOO_LARGE: MSG.server.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MSG.server.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: MSG.server.badRequest,
  FST_ERR_BAD_URL: MSG.server.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: MSG.server.badUrl,
  // @fastify/compress refusing a request body's content-encoding, or a body that does not decompress.
  FST_CP_ERR_INVALID_CONTENT_ENCODING: MSG.server.unsupportedMediaType,
  FST_CP_ERR_INVALID_CONTENT: MSG.server.badRequest,
};

/** Every plain text of the message catalogue: a validation issue carrying one is shown as it is (000 §5's texts). */
const CATALOGUE_TEXTS: ReadonlySet<string> = (() => {
  const texts = new Set<string>();
  const walk = (node: unknown): void => {
    if (typeof node === 'string') texts.add(node);
    else if (node && typeof node === 'object') for (const value of Object.values(node)) walk(value);
  };
  walk(MSG);
  return texts;
})();

/** The client errors no code above names, by HTTP status (the rest: MSG.server.badRequest). */
const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  401: MSG.server.unauthorized,
  403: MSG.server.forbidden,
  404: MSG.server.notFound,
  405: MSG.server.notFound,
  408: MSG.server.requestTimeout,
  413: MSG.server.payloadTooLarge,
  414: MSG.server.badUrl,
  415: MSG.server.unsupportedMediaType,
  429: MSG.server.tooManyLogins,
  431: MSG.server.headersTooLarge,
};

/** A client error's text by its code, else by its status; never the framework's own words. */
export function clientErrorMessage(status: number, code: string | undefined): string {
  return (code ? FRAMEWORK_MESSAGES[code] : undefined) ?? STATUS_MESSAGES[status] ?? MSG.server.badRequest;
}

const envelope = (status: number, message: string) => ({ code: status, message, results: null });

/**
 * Fastify's `frameworkErrors` option: a URL it cannot decode (or a parameter over its length) is answered before any
 * route or error handler runs, by default with the framework's code and English text.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  void reply.code(status).send(envelope(status, clientErrorMessage(status, err.code)));
}

/**
 * Fastify's `clientErrorHandler` option: a request Node cannot parse (a malformed request line, headers over the
 * limit, a request too slow) is answered on the raw socket; the default writes English ('Client Error').
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify(envelope(status, clientErrorMessage(status, undefined)));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${status === 408 ? 'Request Timeout' : status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/** The options that make Fastify answer its own early failures in our envelope (buildApp passes them). */
export const ERROR_SERVER_OPTIONS: Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> = { frameworkErrors, clientErrorHandler };

/**
 * The envelope for every failure: HTTP status = code, a Vietnamese message, never a stack or a framework code.
 * Unexpected errors are logged with the request id, which the caller gets to quote to support.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(async (err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      // A server page (cookie session: a simulator) opened in a browser gets its refusal as a page, not as JSON.
      if (request.routeOptions.config?.cookieSession && /\btext\/html\b/.test(request.headers.accept ?? '')) {
        return reply.code(err.statusCode).type('text/html; charset=utf-8').send(pageErrorHtml(err.statusCode, err.message));
      }
      return reply.code(err.statusCode).send({ code: err.statusCode, message: err.message, results: err.results });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // The contract marks a phone that breaks the 001 §5 pattern with the issue message 'phone': the seed's own text.
      if ((err.validation as ValidationIssue[]).some((v) => (v.params?.issue?.message ?? v.message) === 'phone')) {
        return reply.code(400).send({ code: 400, message: MSG.sales.phoneInvalid, results: null });
      }
      const fields = (err.validation as ValidationIssue[]).map((v) => ({ path: fieldOf(v), message: v.params?.issue?.message ?? v.message ?? '' }));
      const first = fields[0]?.path ?? '(body)';
      // A schema that names the seed's own text for a rule ('Vui lòng nhập họ tên') answers with that text.
      const seedText = fields.find((f) => CATALOGUE_TEXTS.has(f.message))?.message;
      return reply.code(400).send({ code: 400, message: seedText ?? MSG.server.invalidField(first), results: { field: first, fields } });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large): keep the status, our text.
      return reply.code(status).send(envelope(status, clientErrorMessage(status, err.code)));
    }
    // PostgreSQL is down or restarting: not a bug to quote a request id for, and the pool reconnects by itself once
    // it is back. The interrupted transaction rolled back, so nothing is half-written. A connection failure of
    // something else (a provider) while the database answers stays a 500.
    if (isConnectionFailure(err) && app.hasDecorator('database') && !(await app.database.ping().catch(() => false))) {
      request.log.warn({ err }, 'database unavailable');
      return reply.code(503).send(envelope(503, MSG.server.databaseUnavailable));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ code: 500, message: MSG.server.internal(request.id), results: { requestId: request.id } });
  });
});
