import { configureApi } from '@busdesk/shared-kit';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Tests only: a real HTTP server on 127.0.0.1 that answers the panel's calls with fixture envelopes and records
 * every request, so a component test sees exactly what the product sends over the wire. The same pattern as
 * shared-kit's local-api-server (not exported from that package): CORS answered because jsdom's XHR enforces it.
 */

export interface RecordedRequest {
  method: string;
  /** Path below `/api`, without the query. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  at: number;
}

export type FixtureAnswer = { status?: number; results?: unknown; message?: string };
export type FixtureHandler = (request: RecordedRequest) => FixtureAnswer | Promise<FixtureAnswer>;

export interface FixtureApiServer {
  requests: RecordedRequest[];
  /** Requests to one path, in order. */
  calls(path: string): RecordedRequest[];
  /** Replaces or adds the answer of one path. */
  on(path: string, handler: FixtureHandler): void;
  close(): Promise<void>;
}

export async function startFixtureApiServer(routes: Record<string, FixtureHandler>): Promise<FixtureApiServer> {
  const handlers = new Map(Object.entries(routes));
  const requests: RecordedRequest[] = [];
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
      const recorded: RecordedRequest = { method: req.method ?? 'GET', path, query: url.searchParams, body: text ? (JSON.parse(text) as unknown) : undefined, at: Date.now() };
      requests.push(recorded);
      const handler = handlers.get(path);
      void Promise.resolve(handler ? handler(recorded) : { status: 404, message: `no fixture for ${path}` }).then((answer) => {
        const status = answer.status ?? 200;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: status, message: answer.message ?? 'OK', results: answer.results ?? null }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  configureApi({ v1: base, v2: base, v3: base, v4: base });
  return {
    requests,
    calls: (path) => requests.filter((r) => r.path === path),
    on: (path, handler) => handlers.set(path, handler),
    close: async () => {
      configureApi({ v1: '/api', v2: '/api', v3: '/api', v4: '/api' });
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
