// Demo mode without open doors (issue 10 §7): every error a client can provoke over HTTP from the framework itself
// answers with the right 4xx, our envelope and a Vietnamese text from MSG — never a framework code ('FST_…'), the
// word 'Error' or a stack line, and never a 500.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankQrBillEndpoint, loginEndpoint, mailOutboxEndpoint, MSG, PAYMENT_WEBHOOK_PATHS } from '@busdesk/api-contract';
import { listenOnLoopback } from '../test-support/realtime-listener';
import { createTestApp, login, type TestApp } from '../test-support/test-app';

let t: TestApp;
let port: number;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  port = Number(new URL((await listenOnLoopback(t.app)).replace(/^ws:/, 'http:')).port);
  admin = await login(t.app, 'admin', 'admin123');
});
afterAll(() => t.close());

/** What an answer must never show, whatever went wrong. */
const LEAKS = [/FST_/, /Error/, /\n\s+at /, /node_modules/, /\.ts:\d+/, /statusCode/];
const messages = new Set<string>(Object.values(MSG.server).filter((m) => typeof m === 'string'));

interface Answer {
  status: number;
  body: string;
}

/**
 * One exchange over a raw socket: the bytes are sent as given (what a broken or hostile client can send). The server
 * closes after its answer (Connection: close, or a request it cannot parse); `endInput` also half-closes our side,
 * for a request whose body never comes in full.
 */
function raw(request: string | Buffer, endInput = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => (data = Buffer.concat([data, chunk])));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = data.toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const body = text.slice(text.indexOf('\r\n\r\n') + 4);
      if (!status) reject(new Error(`no answer to ${String(request).slice(0, 60)}`));
      else resolve({ status, body });
    });
    socket.write(request);
    if (endInput) socket.end();
  });
}
const http = (method: string, path: string, headers: Record<string, string> = {}, body = '') =>
  raw(
    `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n` +
      Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('') +
      (body || method === 'POST' ? `Content-Length: ${Buffer.byteLength(body)}\r\n` : '') +
      `\r\n${body}`,
  );

function expectClean(name: string, answer: Answer, status: number, message: string) {
  expect(answer.status, name).toBe(status);
  const parsed = JSON.parse(answer.body) as { code: number; message: string; results: unknown };
  expect(parsed, name).toMatchObject({ code: status, message });
  expect(messages.has(message) || message.startsWith('Dữ liệu không hợp lệ: '), name).toBe(true);
  for (const leak of LEAKS) expect(answer.body, `${name}: ${leak}`).not.toMatch(leak);
}

const inject = async (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload: string): Promise<Answer> => {
  const res = await t.app.inject({ method, url, headers, payload });
  return { status: res.statusCode, body: res.body };
};

const JSON_TYPE = { 'Content-Type': 'application/json' };
const LOGIN = loginEndpoint.path;

describe('framework errors a client can provoke', () => {
  it('answers each with its 4xx and a Vietnamese text, never a framework code, the word Error or a stack', async () => {
    const auth = { Authorization: `Bearer ${admin}` };
    // One at a time: each answer is read whole before the next request goes out.
    const cases: Array<[name: string, answer: () => Promise<Answer>, status: number, message: string]> = [
      ['bad JSON', () => http('POST', LOGIN, JSON_TYPE, '{"username":'), 400, MSG.server.invalidJson],
      ['JSON with a prototype key', () => http('POST', LOGIN, JSON_TYPE, '{"__proto__":{"admin":true},"username":"a"}'), 400, MSG.server.invalidJson],
      ['empty body with content-type json', () => http('POST', LOGIN, JSON_TYPE, ''), 400, MSG.server.emptyBody],
      ['body too large', () => http('POST', LOGIN, JSON_TYPE, `{"username":"${'x'.repeat(2 * 1024 * 1024)}"}`), 413, MSG.server.payloadTooLarge],
      ['wrong content type', () => http('POST', LOGIN, { 'Content-Type': 'application/xml' }, '<login/>'), 415, MSG.server.unsupportedMediaType],
      ['form-encoded body', () => http('POST', LOGIN, { 'Content-Type': 'application/x-www-form-urlencoded' }, 'username=admin'), 415, MSG.server.unsupportedMediaType],
      ['malformed content type', () => http('POST', LOGIN, { 'Content-Type': 'json;;;=' }, '{}'), 415, MSG.server.unsupportedMediaType],
      ['unknown route', () => http('GET', '/api/no/such/thing'), 404, MSG.server.notFound],
      ['unknown route, POST', () => http('POST', '/api/no/such/thing', JSON_TYPE, '{}'), 404, MSG.server.notFound],
      ['wrong method', () => http('GET', LOGIN), 404, MSG.server.notFound],
      ['wrong method, DELETE', () => http('DELETE', LOGIN), 404, MSG.server.notFound],
      ['bad querystring value', () => http('GET', `${mailOutboxEndpoint.path}?count=abc`, auth), 400, MSG.server.invalidField('count')],
      ['repeated querystring key', () => http('GET', `${mailOutboxEndpoint.path}?count=1&count=2`, auth), 400, MSG.server.invalidField('count')],
      ['invalid URL encoding in the path', () => http('GET', '/api/partner/%E0%A4%A'), 400, MSG.server.badUrl],
      ['invalid URL encoding, POST', () => http('POST', '/api/ticket/partner/%zz', JSON_TYPE, '{}'), 400, MSG.server.badUrl],
      ['NUL character in a body field', () => http('POST', LOGIN, JSON_TYPE, JSON.stringify({ username: 'ad\u0000min', password: 'admin123' })), 400, MSG.server.invalidField('username')],
      ['NUL character in a query field', () => http('GET', `${bankQrBillEndpoint.path}?billNumber=BD%00X`, auth), 400, MSG.server.invalidField('billNumber')],
      ['raw control character in JSON', () => http('POST', LOGIN, JSON_TYPE, '{"username":"ad\u0000min","password":"admin123"}'), 400, MSG.server.invalidJson],
      ['wrong field type', () => http('POST', LOGIN, JSON_TYPE, '{"username":1,"password":2}'), 400, MSG.server.invalidField('username')],
      ['JSON that is not an object', () => http('POST', LOGIN, JSON_TYPE, '"admin"'), 400, MSG.server.invalidField('(body)')],
      ['the MQTT endpoint without a WebSocket upgrade', () => http('GET', '/mqtt'), 404, MSG.server.notFound],
      ['a path climbing out of the assets', () => http('GET', '/assets/%2e%2e/%2e%2e/package.json'), 403, MSG.server.forbidden],
      [
        'webhook body over its own limit',
        () => http('POST', PAYMENT_WEBHOOK_PATHS.MB_QR, { ...JSON_TYPE, 'X-Busdesk-Company': 'c-minhphat', 'X-Busdesk-Timestamp': '1', 'X-Busdesk-Signature': 'sha256=0' }, 'x'.repeat(70_000)),
        413,
        MSG.server.payloadTooLarge,
      ],
      ['malformed request line', () => raw('NOT AN HTTP REQUEST\r\n\r\n'), 400, MSG.server.badRequest],
      ['header section too large', () => http('GET', '/health', { 'X-Filler': 'x'.repeat(20_000) }), 431, MSG.server.headersTooLarge],
      ['body shorter than its Content-Length', () => raw(`POST ${LOGIN} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{}`, true), 400, MSG.server.badRequest],
      ['unsupported content encoding', () => http('POST', LOGIN, { ...JSON_TYPE, 'Content-Encoding': 'snappy' }, '{}'), 415, MSG.server.unsupportedMediaType],
      // The decompressor answers and drops the connection at once; in-process, so the answer is read whole.
      ['body that does not decompress', () => inject('POST', LOGIN, { ...JSON_TYPE, 'Content-Encoding': 'gzip' }, 'not gzip'), 400, MSG.server.badRequest],
    ];
    for (const [name, answer, status, message] of cases) expectClean(name, await answer(), status, message);
  });
});
