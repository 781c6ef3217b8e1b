/**
 * What every failed API call rejects with: the envelope's `code` (or the HTTP status, 0 when no answer
 * arrived), its `message` (000 §7.1: the body message, else 'Error') and the whole body for callers that need
 * details (field errors, conflicting seat ids, request id).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  readonly body: unknown;

  constructor(message: string, code: number, body?: unknown) {
    super(message);
    this.code = code;
    this.body = body;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
