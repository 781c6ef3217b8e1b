import { startFixtureApiServer, type RecordedRequest } from '@busdesk/shared-kit/test-support';

/**
 * Tests only: shared-kit's fixture API server (a real HTTP server on 127.0.0.1 answering with the
 * `{ code, message, results }` envelope, every client pointed at it) in the words the trip-detail tests use:
 * answers give the envelope's `code`, and calls are read per path with `callsTo`.
 */

export type RecordedCall = RecordedRequest;

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
  const server = await startFixtureApiServer();
  return {
    calls: server.requests,
    on: (path, handler) =>
      server.on(path, async (call) => {
        const { code, ...answer } = await handler(call);
        return { ...answer, status: code };
      }),
    callsTo: server.calls,
    close: server.close,
  };
}
