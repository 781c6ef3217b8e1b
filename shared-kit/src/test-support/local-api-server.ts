import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApi } from '../api/api-clients';

export interface LocalApiServer {
  /** The `/api` base URL every client now points at. */
  base: string;
  /** Points the clients back at `/api` and stops the server. */
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 for tests of the API clients, with the four clients pointed at it. It answers
 * CORS preflights because jsdom's XHR enforces CORS (the page is localhost:3000), as a browser would; `handle`
 * gets each request with its body read.
 */
export async function startLocalApiServer(handle: (req: IncomingMessage, res: ServerResponse, body: string) => void): Promise<LocalApiServer> {
  const server: Server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'authorization, x-access-token, content-type');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => handle(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  configureApi({ v1: base, v2: base, v3: base, v4: base });
  return {
    base,
    close: async () => {
      configureApi({ v1: '/api', v2: '/api', v3: '/api', v4: '/api' });
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
