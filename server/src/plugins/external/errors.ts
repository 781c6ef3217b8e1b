import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '@busdesk/api-contract';
import { HttpError } from '../../lib/http-error';

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
 * The envelope for every failure: HTTP status = code, a Vietnamese message, never a stack.
 * Unexpected errors are logged with the request id, which the caller gets to quote to support.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send({ code: err.statusCode, message: err.message, results: err.results });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // The contract marks a phone that breaks the 001 §5 pattern with the issue message 'phone': the seed's own text.
      if ((err.validation as ValidationIssue[]).some((v) => (v.params?.issue?.message ?? v.message) === 'phone')) {
        return reply.code(400).send({ code: 400, message: MSG.sales.phoneInvalid, results: null });
      }
      const fields = (err.validation as ValidationIssue[]).map((v) => ({ path: fieldOf(v), message: v.params?.issue?.message ?? v.message ?? '' }));
      const first = fields[0]?.path ?? '(body)';
      return reply.code(400).send({ code: 400, message: MSG.server.invalidField(first), results: { field: first, fields } });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large): keep the status, our text.
      const message = status === 404 ? MSG.server.notFound : status === 429 ? MSG.server.tooManyLogins : MSG.server.invalidField(err.code ?? 'body');
      return reply.code(status).send({ code: status, message, results: null });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ code: 500, message: MSG.server.internal(request.id), results: { requestId: request.id } });
  });
});
