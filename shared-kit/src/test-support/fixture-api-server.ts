import { sendEnvelope, startLocalApiServer } from './local-api-server';

export interface RecordedRequest {
  method: string;
  /** Path below `/api`, without the query. */
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body; undefined when there was none. */
  body: unknown;
  at: number;
}

/** One answer: `status` is the HTTP status and the envelope's `code` (200 by default). */
export type FixtureAnswer = { status?: number; results?: unknown; message?: string };
export type FixtureHandler = (request: RecordedRequest) => FixtureAnswer | Promise<FixtureAnswer>;

export interface FixtureApiServer {
  /** The `/api` base URL every client now points at. */
  base: string;
  /** Every request, in order. */
  requests: RecordedRequest[];
  /** Requests to one path, in order. */
  calls(path: string): RecordedRequest[];
  /** Replaces or adds the answer of one path. */
  on(path: string, handler: FixtureHandler): void;
  close(): Promise<void>;
}

/**
 * A local API server (startLocalApiServer) that answers each path below `/api` with a fixture handler in the
 * `{ code, message, results }` envelope and records every request, so a component test sees exactly what the
 * product sends over the wire. A path without a handler answers 404.
 */
export async function startFixtureApiServer(routes: Record<string, FixtureHandler> = {}): Promise<FixtureApiServer> {
  const handlers = new Map(Object.entries(routes));
  const requests: RecordedRequest[] = [];
  const local = await startLocalApiServer((req, res, text) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname.replace(/^\/api/, '');
    const recorded: RecordedRequest = { method: req.method ?? 'GET', path, query: url.searchParams, body: text ? (JSON.parse(text) as unknown) : undefined, at: Date.now() };
    requests.push(recorded);
    const handler = handlers.get(path);
    void Promise.resolve(handler ? handler(recorded) : { status: 404, message: `no fixture for ${path}` }).then((answer) =>
      sendEnvelope(res, answer.status ?? 200, answer.message ?? 'OK', answer.results ?? null),
    );
  });
  return {
    base: local.base,
    requests,
    calls: (path) => requests.filter((r) => r.path === path),
    on: (path, handler) => void handlers.set(path, handler),
    close: local.close,
  };
}
