import { MSG } from '@busdesk/api-contract';
import { isApiError } from '@busdesk/shared-kit';

/** The server's own text for a failed call (e.g. the 409 naming a taken seat), as it sent it. */
export function serverMessage(error: unknown): string {
  if (isApiError(error) || error instanceof Error) return error.message;
  return MSG.common.connectionFailed;
}

/**
 * A refusal the server explained (4xx with a message, e.g. a lock window or a conflict) is shown as sent; a lost
 * connection or a server fault gets the catalogue's text for that action.
 */
export function failureText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.code >= 400 && error.code < 500 && error.message) return error.message;
  return fallback;
}
