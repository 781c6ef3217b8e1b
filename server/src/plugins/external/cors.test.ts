import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corsPlugin } from './cors';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  // Stands in for the policy hook, which runs first and refuses a call without a token.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/secure') && request.method !== 'OPTIONS' && !request.headers.authorization) {
      return reply.code(401).send({ code: 401, message: 'Unauthorized', results: null });
    }
  });
  await app.register(corsPlugin);
  app.post('/api/secure/trip', async () => ({ code: 200, message: '', results: { ok: true } }));
  app.get('/widgets/busdesk-seat-map.js', async (_request, reply) => reply.type('text/javascript').send('void 0'));
  app.get('/index.html', async (_request, reply) => reply.type('text/html').send('<html></html>'));
  await app.ready();
});
afterAll(() => app.close());

const partnerPage = { origin: 'https://nhaxe.example.vn' };

describe('corsPlugin', () => {
  it('answers a partner page’s preflight for the API with the token header allowed', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/secure/trip',
      headers: { ...partnerPage, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-allow-headers'])).toContain('authorization');
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
    // Never with credentials: cookies must not ride along on cross-origin calls.
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('lets the page read answers, errors included', async () => {
    const ok = await app.inject({ method: 'POST', url: '/api/secure/trip', headers: { ...partnerPage, authorization: 'Bearer t' }, payload: {} });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['access-control-allow-origin']).toBe('*');
    const refused = await app.inject({ method: 'POST', url: '/api/secure/trip', headers: partnerPage, payload: {} });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
  });

  it('serves widget bundles to any origin, but not the portal’s pages', async () => {
    const widget = await app.inject({ method: 'GET', url: '/widgets/busdesk-seat-map.js', headers: partnerPage });
    expect(widget.headers['access-control-allow-origin']).toBe('*');
    const page = await app.inject({ method: 'GET', url: '/index.html', headers: partnerPage });
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await app.inject({ method: 'OPTIONS', url: '/index.html', headers: { ...partnerPage, 'access-control-request-method': 'GET' } });
    expect(preflight.statusCode).not.toBe(204);
  });
});
