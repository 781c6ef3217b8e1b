import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

/** Tests only: telephony providers A, B and C as small servers on 127.0.0.1 that record what our drivers send. */

export interface ProviderRequest {
  method: string;
  /** Path without the query. */
  path: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  /** The JSON body (POST), or null. */
  body: unknown;
}

export interface ProviderReply {
  status?: number;
  json?: unknown;
  /** Raw bytes with their content type (a recording). */
  bytes?: { contentType: string; data: Buffer };
}

/** An HTTP provider: `answer` decides each reply from the request; every request is kept in `requests`. */
export async function startProviderServer(answer: (req: ProviderRequest) => ProviderReply) {
  const requests: ProviderRequest[] = [];
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      const request: ProviderRequest = { method: req.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), headers: req.headers, body };
      requests.push(request);
      const reply = answer(request);
      if (reply.bytes) {
        res.writeHead(reply.status ?? 200, { 'content-type': reply.bytes.contentType, 'content-length': reply.bytes.data.length });
        res.end(reply.bytes.data);
        return;
      }
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.json ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Provider A's call socket: a WebSocket server that keeps every text message each connection sent (login,
 * heartbeats) and can push call events to the connected clients.
 */
export async function startCallSocketServer() {
  const server = http.createServer();
  const wss = new WebSocketServer({ server });
  const connections: Array<{ socket: WebSocket; messages: Array<Record<string, unknown>> }> = [];
  wss.on('connection', (socket) => {
    const entry = { socket, messages: [] as Array<Record<string, unknown>> };
    connections.push(entry);
    socket.on('message', (data) => {
      try {
        entry.messages.push(JSON.parse(data.toString()) as Record<string, unknown>);
      } catch {
        entry.messages.push({ unparsed: data.toString() });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/calls`,
    connections,
    /** Sends a message to every open connection. */
    push(message: unknown) {
      for (const { socket } of connections) if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    },
    open: () => connections.filter((c) => c.socket.readyState === c.socket.OPEN),
    close: async () => {
      for (const { socket } of connections) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
