import { isApiError } from '@busdesk/shared-kit';

/**
 * The seed's failure text for the action, followed by the server's reason when it gave one (a 4xx such as
 * 'Chuyến đã được quyết toán'), so the clerk sees both what failed and why.
 */
export function failureWithReason(fallback: string, error: unknown): string {
  if (isApiError(error) && error.code >= 400 && error.code < 500 && error.message && error.message !== fallback) {
    return `${fallback}: ${error.message}`;
  }
  return fallback;
}
