import { API_PREFIX, MSG, type Endpoint, type EndpointRequest, type EndpointResponse } from '@busdesk/api-contract';

/**
 * The widget's own API calls. A widget runs on a partner's page, outside the portal: there is no runtime config,
 * no cookie and no shared-kit client, only the `api-base` and `token` attributes. So it calls the contract's
 * endpoints with fetch, the token as Bearer, and checks answers against the same schemas the portal uses.
 */

export class WidgetApiError extends Error {
  override readonly name = 'WidgetApiError';
  /** HTTP status, 0 when no answer came. */
  readonly code: number;
  constructor(message: string, code: number) {
    super(message);
    this.code = code;
  }
}

/** `https://host/api` + `/api/partner/trip/view-by-id` → `https://host/api/partner/trip/view-by-id`. */
export function endpointUrl(apiBase: string, path: string): string {
  const base = apiBase.replace(/\/+$/, '');
  const relative = path === API_PREFIX ? '' : path.startsWith(`${API_PREFIX}/`) ? path.slice(API_PREFIX.length) : path;
  return `${base}${relative}`;
}

/**
 * The request as a query string for GET/DELETE, as the portal's clients send it: arrays as repeated keys, absent
 * values left out.
 */
export function queryString(request: unknown): string {
  const query = new URLSearchParams();
  if (request !== null && typeof request === 'object') {
    for (const [key, value] of Object.entries(request)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== undefined && item !== null) query.append(key, String(item));
      }
    }
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls one endpoint (its request as the JSON body of a POST/PUT, or the query of a GET/DELETE) and resolves with
 * its `results`, or rejects with the server's message.
 */
export async function callWidgetEndpoint<E extends Endpoint>(
  apiBase: string,
  token: string,
  endpoint: E,
  request: EndpointRequest<E>,
  signal?: AbortSignal,
): Promise<EndpointResponse<E>> {
  const sendsBody = endpoint.method === 'POST' || endpoint.method === 'PUT';
  let response: Response;
  try {
    response = await fetch(endpointUrl(apiBase, endpoint.path) + (sendsBody ? '' : queryString(request)), {
      method: endpoint.method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(sendsBody ? { 'content-type': 'application/json' } : {}),
      },
      body: sendsBody ? JSON.stringify(request ?? {}) : undefined,
      signal,
      // A partner page's cookies must not ride along: the token is the only credential.
      credentials: 'omit',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new WidgetApiError(MSG.common.connectionFailed, 0);
  }
  let envelope: unknown;
  try {
    envelope = await response.json();
  } catch {
    throw new WidgetApiError(MSG.common.fetchFailed, response.status);
  }
  const body = envelope !== null && typeof envelope === 'object' ? (envelope as { message?: unknown; results?: unknown }) : {};
  if (!response.ok) {
    throw new WidgetApiError(typeof body.message === 'string' && body.message ? body.message : MSG.common.fetchFailed, response.status);
  }
  const parsed = endpoint.response.safeParse(body.results);
  if (!parsed.success) throw new WidgetApiError(MSG.common.fetchFailed, response.status);
  return parsed.data as EndpointResponse<E>;
}
