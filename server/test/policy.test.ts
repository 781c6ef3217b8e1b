import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@busdesk/api-contract';
import { buildApp } from '../src/app';
import { bearer, createTestApp, login, type TestApp } from '../test-support/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin', 'admin123');
});
afterAll(() => t.close());

/** A URL for a route pattern (fills :params and wildcards). */
const concrete = (url: string) => url.replace(/:[^/]+/g, 'x').replace(/\*$/, 'x');

describe('route policy', () => {
  it('every registered route declares a policy and a tenant scope', () => {
    expect(t.app.routeAccess.length).toBeGreaterThan(10);
    for (const r of t.app.routeAccess) {
      expect(['public', 'partner', 'admin'], `${r.method} ${r.url}`).toContain(r.access?.policy);
      expect(['none', 'partner'], `${r.method} ${r.url}`).toContain(r.access?.tenant);
    }
  });

  it('a route registered without a policy stops the server from starting', async () => {
    // Shares this file's database: an injected database is not closed with the app.
    const app = await buildApp({ database: t.app.database, env: { LOG_LEVEL: 'silent', PORTAL_DIR: '/nonexistent' } });
    app.get('/api/forgotten', async () => ({ ok: true }));
    await expect(app.ready()).rejects.toThrow(/without a policy.*\/api\/forgotten/);
    await app.close().catch(() => undefined);
  });

  it('matrix: no token → 401 on every non-public route; STAFF → 403 on every ADMIN route; ADMIN passes the gate', async () => {
    const guarded = t.app.routeAccess.filter((r) => r.access?.policy !== 'public');
    expect(guarded.length).toBeGreaterThan(5);
    for (const r of guarded) {
      const method = r.method.split(',')[0] as 'GET' | 'POST';
      const url = concrete(r.url);
      const anon = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(anon.statusCode, `${method} ${url} anonymous`).toBe(401);
      expect(anon.json().message).toBe(MSG.server.unauthorized);
      // Fresh tokens per route: the logout route revokes the one it is called with.
      const asStaff = await t.app.inject({ method, url, headers: bearer(await login(t.app, 'staff', 'staff123')), payload: method === 'GET' ? undefined : {} });
      const asAdmin = await t.app.inject({ method, url, headers: bearer(await login(t.app, 'admin', 'admin123')), payload: method === 'GET' ? undefined : {} });
      if (r.access?.policy === 'admin') {
        expect(asStaff.statusCode, `${method} ${url} as STAFF`).toBe(403);
        expect(asStaff.json().message).toBe(MSG.server.forbidden);
      } else {
        expect([401, 403], `${method} ${url} as STAFF`).not.toContain(asStaff.statusCode);
      }
      expect([401, 403], `${method} ${url} as ADMIN`).not.toContain(asAdmin.statusCode);
    }
  });
});

describe('conventions', () => {
  it('unknown /api paths answer the 404 envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v9/nothing', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message: MSG.server.notFound, results: null });
  });

  it('a malformed JSON body is a 400 envelope, not a 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/partner/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
  });

  it('validation errors name the field in Vietnamese', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/partner/update-user', headers: bearer(admin), payload: { userId: 'u-staff', debtLimit: 'nhiều' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.server.invalidField('debtLimit'));
    expect(res.json().results.fields[0].path).toBe('debtLimit');
  });

  it('an unexpected failure is a 500 with the request id and no stack', async () => {
    const app = await buildApp({ database: t.app.database, env: { LOG_LEVEL: 'silent', PORTAL_DIR: '/nonexistent' } });
    app.get('/api/boom', { config: { policy: 'public', tenant: 'none' } }, async () => {
      throw new Error('secret internal detail');
    });
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.code).toBe(500);
    expect(body.results.requestId).toMatch(/[0-9a-f-]{36}/);
    expect(body.message).toBe(MSG.server.internal(body.results.requestId));
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toContain('at ');
    await app.close();
  });

  it('/health answers that the process is alive; /ready reports the database, the broker and Redis', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.json()).toEqual({ code: 200, message: MSG.server.ok, results: { status: 'alive', instance: t.app.instance.id } });
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    // The embedded process has no Redis: 'none', not 'down'.
    expect(ready.json().results).toEqual({ instance: t.app.instance.id, db: 'up', broker: 'up', redis: 'none', draining: false, mqttClients: 0 });
    // A stop begins (SIGTERM, docs/adr/0098): not ready any more, still alive and serving.
    t.app.instance.drain();
    const draining = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ code: 503, message: MSG.server.unavailable, results: { ready: { draining: true, db: 'up' } } });
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it('/docs serves OpenAPI generated from the contract schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/v2/partner/login'].post.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
  });
});
