import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { markRoutesPublic } from './mark-routes-public';

/** OpenAPI generated from the same zod schemas that validate the routes; UI at /docs. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Busdesk API', version: '0.1.0', description: 'Every response is { code, message, results } with HTTP status = code.' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          accessToken: { type: 'apiKey', in: 'header', name: 'x-access-token' },
        },
      },
      security: [{ bearer: [] }, { accessToken: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (scope) => {
    markRoutesPublic(scope);
    await scope.register(swaggerUi, { routePrefix: '/docs' });
  });
});
