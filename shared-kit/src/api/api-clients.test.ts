import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defineEndpoint, lazyEndpoint } from '@busdesk/api-contract';
import { z } from 'zod';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../session/token';
import { api, API_TIMEOUT_MS, configureApi, getApiBaseUrl } from './api-clients';
import { ApiError } from './api-error';
import { callEndpoint } from './call-endpoint';
import { startLocalApiServer, type LocalApiServer } from '../test-support/local-api-server';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A real HTTP server on loopback; each path answers with a fixed HTTP status and body, and records the request. */
let server: LocalApiServer;
let base = '';
const seen: Seen[] = [];
const replies: Record<string, { status: number; body: unknown }> = {
  '/api/ok': { status: 200, body: { code: 200, message: 'Thành công', results: { n: 1 } } },
  '/api/created': { status: 201, body: { code: 201, message: '', results: null } },
  '/api/body-error': { status: 200, body: { code: 400, message: 'Tên đăng nhập hoặc mật khẩu không đúng', results: null } },
  '/api/body-error-no-message': { status: 200, body: { code: 500, results: null } },
  '/api/http-error': { status: 404, body: { code: 404, message: 'Không tìm thấy dữ liệu', results: { requestId: 'r1' } } },
  '/api/http-203': { status: 203, body: { code: 200, message: '', results: null } },
  '/api/v2/partner/thing': { status: 200, body: { code: 200, message: '', results: { user: { id: 7, name: 'Lan' } } } },
  '/api/v2/partner/trip/42/seats': { status: 200, body: { code: 200, message: '', results: { user: { id: 1, name: 'x' } } } },
  '/api/v2/bad-shape': { status: 200, body: { code: 200, message: '', results: { user: { id: 'seven' } } } },
};

beforeAll(async () => {
  server = await startLocalApiServer((req, res, body) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    const reply = replies[(req.url ?? '').split('?')[0] ?? ''] ?? { status: 500, body: { code: 500, message: 'no route' } };
    res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
  });
  base = server.base;
});

afterAll(() => server.close());

afterEach(() => {
  seen.length = 0;
  clearToken();
  window.history.replaceState(null, '', '/');
});

const last = (): Seen => {
  const request = seen.at(-1);
  if (!request) throw new Error('no request reached the server');
  return request;
};

const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
};

describe('API clients', () => {
  it('give up after 30 seconds and default to /api when not configured', () => {
    expect(API_TIMEOUT_MS).toBe(30_000);
    for (const name of ['v1', 'v2', 'v3', 'v4'] as const) expect(api[name].defaults.timeout).toBe(30_000);
    expect(getApiBaseUrl('v2')).toBe(base);
  });

  it("take their base URLs from the page's runtime config when it gives them", async () => {
    window.__BUSDESK_CONFIG__ = { api: { v3: 'https://other.example/api' } };
    try {
      vi.resetModules();
      const fresh = await import('./api-clients');
      expect(fresh.getApiBaseUrl('v3')).toBe('https://other.example/api');
      expect(fresh.getApiBaseUrl('v1')).toBe('/api');
    } finally {
      delete window.__BUSDESK_CONFIG__;
    }
  });

  it('v1 sends the token in x-access-token, v2–v4 as a bearer token', async () => {
    setToken('cookie-token');
    await api.v1.get('/ok');
    expect(last().headers['x-access-token']).toBe('cookie-token');
    expect(last().headers.authorization).toBeUndefined();
    for (const name of ['v2', 'v3', 'v4'] as const) {
      await api[name].get('/ok');
      expect(last().headers.authorization).toBe('Bearer cookie-token');
    }
  });

  it('takes the token from the query parameter before the cookie, and sends none when there is none', async () => {
    setToken('cookie-token');
    window.history.replaceState(null, '', '/transport/view?token=query-token');
    await api.v2.get('/ok');
    expect(last().headers.authorization).toBe('Bearer query-token');
    clearToken();
    window.history.replaceState(null, '', '/');
    await api.v2.get('/ok');
    expect(last().headers.authorization).toBeUndefined();
  });

  it('v1 and v2 succeed on body code 200/201/202 and reject on any other body code even with HTTP 200', async () => {
    await expect(api.v2.get('/ok')).resolves.toMatchObject({ data: { results: { n: 1 } } });
    await expect(api.v1.get('/created')).resolves.toMatchObject({ status: 201 });
    const error = await rejection(api.v2.get('/body-error'));
    expect(error).toMatchObject({ code: 400, message: 'Tên đăng nhập hoặc mật khẩu không đúng' });
    const bare = await rejection(api.v1.get('/body-error-no-message'));
    expect(bare).toMatchObject({ code: 500, message: 'Error' });
  });

  it('v3 and v4 judge by HTTP status 200–202 and ignore the body code', async () => {
    await expect(api.v3.get('/body-error')).resolves.toMatchObject({ status: 200 });
    await expect(api.v4.get('/body-error')).resolves.toMatchObject({ status: 200 });
    const error = await rejection(api.v3.get('/http-203'));
    expect(error.code).toBe(200);
  });

  it('HTTP errors reject with the response body', async () => {
    const error = await rejection(api.v2.get('/http-error'));
    expect(error.message).toBe('Không tìm thấy dữ liệu');
    expect(error.code).toBe(404);
    expect(error.body).toEqual({ code: 404, message: 'Không tìm thấy dữ liệu', results: { requestId: 'r1' } });
  });

  it('a server that does not answer rejects with code 0 and the connection-failed text', async () => {
    const dead = createServer();
    await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve));
    const port = (dead.address() as AddressInfo).port;
    await new Promise((resolve) => dead.close(resolve));
    configureApi({ v2: `http://127.0.0.1:${port}/api` });
    try {
      const error = await rejection(api.v2.get('/ok'));
      expect(error).toMatchObject({ code: 0, message: 'Kết nối thất bại' });
    } finally {
      configureApi({ v2: base });
    }
  });
});

const ZUserResults = z.object({ user: z.object({ id: z.number(), name: z.string() }) });

describe('callEndpoint', () => {
  it('POSTs the request as JSON body with the client the endpoint names and resolves with typed results', async () => {
    setToken('t1');
    const endpoint = defineEndpoint({
      method: 'POST',
      path: '/api/v2/partner/thing',
      client: 'v1',
      request: z.object({ username: z.string() }),
      response: ZUserResults,
      summary: 'test',
    });
    const results = await callEndpoint(endpoint, { username: 'lan' });
    expect(results.user.name).toBe('Lan');
    expect(last().method).toBe('POST');
    expect(JSON.parse(last().body)).toEqual({ username: 'lan' });
    expect(last().headers['x-access-token']).toBe('t1');
  });

  it('puts the request on the wire in the calling task, before the screen goes on to render', async () => {
    const endpoint = defineEndpoint({ method: 'POST', path: '/api/v2/partner/thing', client: 'v2', request: z.object({}), response: ZUserResults, summary: 'test' });
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send');
    try {
      const pending = callEndpoint(endpoint, {});
      // Synchronously: a click that opens a trip asks for it before React renders the change (issue 11).
      expect(send).toHaveBeenCalledTimes(1);
      expect((await pending).user.name).toBe('Lan');
    } finally {
      send.mockRestore();
    }
  });

  it('puts a request to the page\'s own origin on the wire at once where the browser has a Cookie Store (Chromium)', () => {
    // axios reads its XSRF cookie for same-origin requests, through the Cookie Store when the browser has one: an
    // answer from the browser process, taken in a later task, i.e. after the click's whole render. The portal sends
    // no XSRF token (the session token is a header), so nothing may wait for that cookie.
    const endpoint = defineEndpoint({ method: 'POST', path: '/api/v2/partner/thing', client: 'v2', request: z.object({}), response: ZUserResults, summary: 'test' });
    const get = vi.fn(() => new Promise<never>(() => undefined));
    Object.defineProperty(window, 'cookieStore', { value: { get }, configurable: true });
    // Nothing leaves the test: the page's own origin has no server here.
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => undefined);
    configureApi({ v2: '/api' });
    try {
      callEndpoint(endpoint, {}).catch(() => undefined);
      expect(send).toHaveBeenCalledTimes(1);
      expect(get).not.toHaveBeenCalled();
    } finally {
      configureApi({ v2: base });
      send.mockRestore();
      Reflect.deleteProperty(window, 'cookieStore');
    }
  });

  it('sends GET requests as a query with repeated array keys and fills :path parameters', async () => {
    const endpoint = defineEndpoint({
      method: 'GET',
      path: '/api/v2/partner/trip/:tripId/seats',
      client: 'v2',
      request: z.object({ tripId: z.number(), seatIds: z.array(z.string()) }),
      response: ZUserResults,
      summary: 'test',
    });
    await callEndpoint(endpoint, { tripId: 42, seatIds: ['A1', 'B2'] });
    expect(last().method).toBe('GET');
    expect(last().url).toBe('/api/v2/partner/trip/42/seats?seatIds=A1&seatIds=B2');
  });

  it('rejects an answer that does not match the contract with the generic fetch-failure text', async () => {
    const endpoint = defineEndpoint({
      method: 'POST',
      path: '/api/v2/bad-shape',
      client: 'v2',
      request: z.object({}),
      response: ZUserResults,
      summary: 'test',
    });
    const error = await rejection(callEndpoint(endpoint, {}));
    expect(error.message).toBe('Có lỗi xảy ra trong quá trình lấy dữ liệu');
  });

  it('rejects with the envelope message when the call fails', async () => {
    const endpoint = defineEndpoint({
      method: 'POST',
      path: '/api/body-error',
      client: 'v2',
      request: z.object({}),
      response: z.null(),
      summary: 'test',
    });
    const error = await rejection(callEndpoint(endpoint, {}));
    expect(error.message).toBe('Tên đăng nhập hoặc mật khẩu không đúng');
  });
});

describe('callEndpoint with a lazy endpoint', () => {
  const userEndpoint = (path: string) =>
    defineEndpoint({ method: 'POST', path, client: 'v2', request: z.object({}), response: ZUserResults, summary: 'test' });

  it('sends the request before the schemas have loaded and checks the answer with them', async () => {
    let loaded!: () => void;
    const schemas = new Promise<void>((resolve) => {
      loaded = resolve;
    });
    const endpoint = userEndpoint('/api/v2/partner/thing');
    const lazy = lazyEndpoint({ method: 'POST', path: '/api/v2/partner/thing', client: 'v2' }, () => schemas.then(() => endpoint));
    const call = callEndpoint(lazy, {});
    await vi.waitFor(() => expect(last().url).toBe('/api/v2/partner/thing'));
    loaded();
    expect((await call).user.name).toBe('Lan');
  });

  it('rejects an answer that breaks the loaded schemas with the generic fetch-failure text', async () => {
    const endpoint = userEndpoint('/api/v2/bad-shape');
    const lazy = lazyEndpoint({ method: 'POST', path: '/api/v2/bad-shape', client: 'v2' }, () => Promise.resolve(endpoint));
    const error = await rejection(callEndpoint(lazy, {}));
    expect(error.message).toBe('Có lỗi xảy ra trong quá trình lấy dữ liệu');
  });

  it('fails like a call without an answer when the schemas cannot be loaded, and loads them again next time', async () => {
    const endpoint = userEndpoint('/api/v2/partner/thing');
    const load = vi.fn<() => Promise<typeof endpoint>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(endpoint);
    const lazy = lazyEndpoint({ method: 'POST', path: '/api/v2/partner/thing', client: 'v2' }, load);
    const error = await rejection(callEndpoint(lazy, {}));
    expect(error.message).toBe('Kết nối thất bại');
    expect(error.code).toBe(0);
    expect((await callEndpoint(lazy, {})).user.name).toBe('Lan');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
