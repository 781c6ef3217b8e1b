import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Bodies of every shape: random JSON, plus objects that reuse the real field names with hostile values. */
const FIELD_NAMES = ['username', 'password', 'userId', 'name', 'userName', 'debtLimit', 'commission', 'routeIds', 'isActive', 'config', 'partnerId', 'isAutoApproveRoutes', 'transportConfig', 'adminDomain', 'token'];
const hostile = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', ' ', "'; drop table tickets; --", '{"a":1}', '[]', '9'.repeat(40), '\u0000', 'u-staff', 'p-saoviet'),
  fc.array(fc.string(), { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 3 }),
);
const body = fc.oneof(fc.jsonValue({ maxDepth: 4 }), fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostile, { maxKeys: 6 }));

describe('fuzzed requests', () => {
  it('no route answers 5xx to any body or query, signed in or not', async () => {
    const routes = t.app.routeAccess.filter((r) => r.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      const method = route.method.split(',')[0] as 'GET' | 'POST';
      const token = await login(t.app, 'admin', 'admin123');
      await fc.assert(
        fc.asyncProperty(body, fc.boolean(), async (payload, signedIn) => {
          const headers = signedIn ? bearer(token) : {};
          const res =
            method === 'GET'
              ? await t.app.inject({ method, url: route.url, headers, query: typeof payload === 'object' && payload && !Array.isArray(payload) ? Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])) : {} })
              : await t.app.inject({ method, url: route.url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
          expect(res.statusCode, `${method} ${route.url} ${JSON.stringify(payload)} → ${res.body}`).toBeLessThan(500);
          expect(res.json().code).toBe(res.statusCode);
        }),
        { numRuns: 40, seed: 4242 },
      );
    }
    // 40 bodies for every route: its time grows with the API (issue 12 added about 25 routes), not with a fault.
  }, 300_000);
});
