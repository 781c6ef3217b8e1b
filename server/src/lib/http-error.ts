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
