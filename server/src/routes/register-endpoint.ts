import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MSG, ZEnvelope, ZErrorEnvelope, type Endpoint } from '@busdesk/api-contract';
import type { SessionContext } from '../repositories/sessions-repository';
import type { Policy, RouteAccess } from '../plugins/decorations';
import { findNulField } from '../lib/find-nul-field';
import { badRequest, unauthorized } from '../lib/http-error';

export interface EndpointContext<Req extends z.ZodType, P extends Policy> {
  input: z.output<Req>;
  /** Present on every route whose policy is not public. */
  session: P extends 'public' ? SessionContext | null : SessionContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers one api-contract endpoint: its zod schemas validate the request and serialize `results` inside the
 * envelope; `access` is mandatory so no route exists without a policy; a NUL character anywhere in the input is an
 * invalid field for every endpoint (PostgreSQL refuses it in text).
 */
export function registerEndpoint<Req extends z.ZodType, Res extends z.ZodType, P extends Policy>(
  app: FastifyInstance,
  endpoint: Endpoint<Req, Res>,
  access: RouteAccess & { policy: P },
  handler: (ctx: EndpointContext<Req, P>) => Promise<z.input<Res>>,
): void {
  const inputKey = endpoint.method === 'GET' || endpoint.method === 'DELETE' ? 'querystring' : 'body';
  // Types of input/output come from the endpoint's schemas below; fastify's generic route typing is bypassed.
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: access,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.path.split('/').slice(2, 4).join('/') || 'misc'],
      [inputKey]: endpoint.request,
      response: { 200: ZEnvelope(endpoint.response), '4xx': ZErrorEnvelope, '5xx': ZErrorEnvelope },
    },
    // A POST without a body (the shell's user-info call) validates as an empty object.
    preValidation: async (request: FastifyRequest) => {
      if (inputKey === 'body' && (request.body === undefined || request.body === null)) request.body = {};
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const session = request.session;
      if (access.policy !== 'public' && !session) throw unauthorized();
      const input = (inputKey === 'body' ? request.body : request.query) as z.output<Req>;
      const nul = findNulField(input);
      if (nul !== undefined) throw badRequest(MSG.server.invalidField(nul));
      const results = await handler({ input, session: session as EndpointContext<Req, P>['session'], request, reply });
      return { code: 200, message: MSG.server.ok, results };
    },
  });
}
