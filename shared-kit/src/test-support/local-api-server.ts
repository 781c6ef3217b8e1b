import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApi } from '../api/api-clients';

export interface LocalApiServer {
  /** The `/api` base URL of the server (every client points at it unless `configureClients: false`). */
  base: string;
  /** The Node server itself, e.g. for a WebSocket server to share its port. */
  server: Server;
  /** Points the clients back at `/api` (when it had moved them) and stops the server. */
  close(): Promise<void>;
}

export interface LocalApiServerOptions {
  /**
   * Point shared-kit's four clients at the server (default). Off for code that takes its base URL as input (the
   * embeddable widget): moved clients would hide a call that wrongly went through them.
   */
  configureClients?: boolean;
  /** The request headers CORS allows; a test of what a cross-origin page may send narrows it. */
  allowHeaders?: string;
}

/**
 * A real HTTP server on 127.0.0.1 for tests of the API clients, with the four clients pointed at it. It answers
 * CORS preflights because jsdom's XHR enforces CORS (the page is localhost:3000), as a browser would; `handle`
 * gets each request with its body read.
 */
export async function startLocalApiServer(
  handle: (req: IncomingMessage, res: ServerResponse, body: string) => void,
  { configureClients = true, allowHeaders = 'authorization, x-access-token, content-type' }: LocalApiServerOptions = {},
): Promise<LocalApiServer> {
  const server: Server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', allowHeaders);
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => handle(req, res, body));
  });
  // Node closes an idle keep-alive socket after 5 s by default. On a loaded machine the client's event loop may not
  // have seen that close yet when a later test sends its first request, which then goes out on the dead socket
  // and fails without reaching the server (a browser would retry it; jsdom's XHR does not). The server outlives
  // every test file, and close() ends the sockets itself.
  server.keepAliveTimeout = 10 * 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  if (configureClients) configureApi({ v1: base, v2: base, v3: base, v4: base });
  return {
    base,
    server,
    close: async () => {
      if (configureClients) configureApi({ v1: '/api', v2: '/api', v3: '/api', v4: '/api' });
      // Keep-alive sockets of the clients would hold close() open until they time out.
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Writes the API's `{ code, message, results }` envelope with `code` as the HTTP status too. */
export function sendEnvelope(res: ServerResponse, code: number, message: string, results: unknown): void {
  res.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify({ code, message, results }));
}
