/** The prefix every API path is served under (DESIGN §4). */
export const API_PREFIX = '/api';

/**
 * Maps a path as the seeds document it to the path the server serves:
 * `/v2/partner/login` → `/api/v2/partner/login`; `api/v1/partner/trip/report-sale` → `/api/v1/partner/trip/report-sale`
 * (a documented path that already starts with `api/` is not doubled); `partner/v2/x` → `/api/partner/v2/x`.
 */
export function apiPath(documented: string): string {
  const trimmed = documented.trim().replace(/^\/+/, '');
  if (trimmed === 'api' || trimmed.startsWith('api/')) return `/${trimmed}`;
  return `${API_PREFIX}/${trimmed}`;
}
