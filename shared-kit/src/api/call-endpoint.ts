import {
  API_PREFIX,
  type Endpoint,
  type EndpointRequest,
  type EndpointResponse,
} from '@busdesk/api-contract';
import { MSG } from '../messages/index';
import type { z } from 'zod';
import { api } from './api-clients';
import { ApiError } from './api-error';

/**
 * Endpoint paths in the contract are the served paths (`/api/v2/partner/login`); each client's base URL already
 * stands for the `/api` prefix (and may point at another host), so the prefix is cut before joining.
 */
function relativePath(path: string): string {
  if (path === API_PREFIX) return '/';
  return path.startsWith(`${API_PREFIX}/`) ? path.slice(API_PREFIX.length) : path;
}

/** Fills `:name` segments from the request and leaves the other fields for the body or query. */
function fillPath(path: string, request: unknown): { url: string; rest: unknown } {
  if (!path.includes(':') || request === null || typeof request !== 'object' || Array.isArray(request)) {
    return { url: path, rest: request };
  }
  const rest: Record<string, unknown> = { ...(request as Record<string, unknown>) };
  const url = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  return { url, rest };
}

/**
 * Calls one endpoint declared in api-contract with the client it names, sending the request as the body
 * (POST/PUT) or the query (GET/DELETE), and resolves with its `results` checked against the response schema.
 * Rejects with `ApiError` (the envelope's message and code); an answer that breaks the contract rejects with
 * the generic fetch-failure text rather than handing a screen data of the wrong shape.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  ...args: undefined extends EndpointRequest<E> ? [request?: EndpointRequest<E>] : [request: EndpointRequest<E>]
): Promise<EndpointResponse<E>> {
  const [request] = args;
  const { url, rest } = fillPath(relativePath(endpoint.path), request);
  const sendsBody = endpoint.method === 'POST' || endpoint.method === 'PUT';
  const response = await api[endpoint.client].request({
    method: endpoint.method,
    url,
    ...(sendsBody ? { data: rest ?? {} } : { params: rest }),
  });
  const envelope: unknown = response.data;
  const results =
    envelope !== null && typeof envelope === 'object' ? (envelope as { results?: unknown }).results : undefined;
  const parsed = (endpoint.response as z.ZodType).safeParse(results);
  if (!parsed.success) throw new ApiError(MSG.common.fetchFailed, response.status, envelope);
  return parsed.data as EndpointResponse<E>;
}
