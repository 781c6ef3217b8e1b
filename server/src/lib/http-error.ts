import { MSG } from '@busdesk/api-contract';

/** A failure a caller should see: the envelope's code (= HTTP status), a Vietnamese message and optional details. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly results: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = (message: string = MSG.server.unauthorized) => new HttpError(401, message);
export const forbidden = () => new HttpError(403, MSG.server.forbidden);
/** Also the answer for another agency's ids: indistinguishable from an id that does not exist. */
export const notFound = () => new HttpError(404, MSG.server.notFound);
export const badRequest = (message: string, results: Record<string, unknown> | null = null) => new HttpError(400, message, results);

/** drizzle wraps driver errors; the SQLSTATE is on `cause.code` (DESIGN §5). Never instanceof on PGlite errors. */
export function sqlState(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Connection failures of node-postgres and Node's sockets, by code or message: the database cannot be reached. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const UNREACHABLE_MESSAGES = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|not queryable|Connection ended/i;

/**
 * Whether a failure looks like a lost connection (PostgreSQL stopped, restarting, or the network down) rather than a
 * statement that failed: SQLSTATE class 08 (connection exception), 57P01–57P03 (shut down, crashed, not accepting
 * connections yet), or a socket error under drizzle's wrapper. A provider's refused connection looks the same, so
 * the error handler also pings the database before it answers 503 (plugins/external/errors.ts).
 */
export function isConnectionFailure(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message, errors } = current as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code))) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
    // Node reports a refused connection to a name with several addresses as an AggregateError of each attempt.
    if (Array.isArray(errors) && errors.some((e) => isConnectionFailure(e))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
