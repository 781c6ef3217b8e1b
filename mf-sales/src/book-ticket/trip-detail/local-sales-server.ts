import { configureApi } from '@busdesk/shared-kit';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Tests only: a real HTTP server on 127.0.0.1 answering the sales endpoints with the `{ code, message, results }`
 * envelope, with every client pointed at it (the same approach as shared-kit's test-support, which that package
 * does not export). Each call is recorded so a test can assert what the screen sent.
 */

export interface RecordedCall {
  method: string;
  /** path below /api, without the query */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface Answer {
  code?: number;
  message?: string;
  results?: unknown;
}

export type Handler = (call: RecordedCall) => Answer | Promise<Answer>;

export interface LocalSalesServer {
  calls: RecordedCall[];
  /** Sets (or replaces) the answer for a path such as '/partner/trip/view-by-id'. */
  on(path: string, handler: Handler): void;
  callsTo(path: string): RecordedCall[];
  close(): Promise<void>;
}

export async function startLocalSalesServer(): Promise<LocalSalesServer> {
  const handlers = new Map<string, Handler>();
  const calls: RecordedCall[] = [];
  const server: Server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'authorization, x-access-token, content-type');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const path = url.pathname.replace(/^\/api/, '');
      const call: RecordedCall = { method: req.method ?? 'GET', path, query: url.searchParams, body: text ? JSON.parse(text) : undefined };
      calls.push(call);
      const handler = handlers.get(path);
      void Promise.resolve(handler ? handler(call) : { code: 404, message: 'not found' }).then((answer) => {
        const code = answer.code ?? 200;
        res.writeHead(code, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code, message: answer.message ?? 'OK', results: answer.results ?? null }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  configureApi({ v1: base, v2: base, v3: base, v4: base });
  return {
    calls,
    on: (path, handler) => void handlers.set(path, handler),
    callsTo: (path) => calls.filter((c) => c.path === path),
    close: async () => {
      configureApi({ v1: '/api', v2: '/api', v3: '/api', v4: '/api' });
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
