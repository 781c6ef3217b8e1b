import {
  API_PREFIX,
  type Endpoint,
  type EndpointAddress,
  type EndpointRequest,
  type EndpointResponse,
  type LazyEndpoint,
} from '@busdesk/api-contract/core';
import { MSG_COMMON } from '@busdesk/api-contract/messages/common';
import type { z } from 'zod';
import { onFirstPaint } from '../realtime/after-first-paint';
import { api } from './api-clients';
import { ApiError } from './api-error';

type RequestArgs<E> = undefined extends EndpointRequest<E> ? [request?: EndpointRequest<E>] : [request: EndpointRequest<E>];

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

const isLazy = (endpoint: Endpoint | LazyEndpoint): endpoint is LazyEndpoint => 'load' in endpoint;

const loading = new WeakMap<LazyEndpoint, Promise<Endpoint>>();

/**
 * The schemas of a lazy endpoint, loaded once and only after the page's first paint: the shell calls the API while it
 * starts, and zod with the schemas (the endpoint's module) is nothing it needs to paint. A failed load (offline) is
 * forgotten so the next call tries again.
 */
function schemasOf(endpoint: LazyEndpoint): Promise<Endpoint> {
  let schemas = loading.get(endpoint);
  if (schemas === undefined) {
    schemas = onFirstPaint()
      .then(() => endpoint.load())
      .catch((error: unknown) => {
        loading.delete(endpoint);
        throw error;
      });
    loading.set(endpoint, schemas);
  }
  return schemas;
}

async function send(address: EndpointAddress, request: unknown): Promise<{ status: number; envelope: unknown }> {
  const { url, rest } = fillPath(relativePath(address.path), request);
  const sendsBody = address.method === 'POST' || address.method === 'PUT';
  const response = await api[address.client].request({
    method: address.method,
    url,
    ...(sendsBody ? { data: rest ?? {} } : { params: rest }),
  });
  return { status: response.status, envelope: response.data };
}

/**
 * Calls one endpoint declared in api-contract with the client it names, sending the request as the body
 * (POST/PUT) or the query (GET/DELETE), and resolves with its `results` checked against the response schema.
 * Rejects with `ApiError` (the envelope's message and code); an answer that breaks the contract rejects with
 * the generic fetch-failure text rather than handing a screen data of the wrong shape.
 *
 * A lazy endpoint (api-contract's `lazyEndpoint`) sends the request at once and checks the answer once its schemas
 * have loaded; when they cannot be loaded the call fails like a request that got no answer ('Kết nối thất bại').
 */
export function callEndpoint<E extends Endpoint>(endpoint: LazyEndpoint<E>, ...args: RequestArgs<E>): Promise<EndpointResponse<E>>;
export function callEndpoint<E extends Endpoint>(endpoint: E, ...args: RequestArgs<E>): Promise<EndpointResponse<E>>;
export async function callEndpoint(endpoint: Endpoint | LazyEndpoint, request?: unknown): Promise<unknown> {
  const schemas = isLazy(endpoint) ? schemasOf(endpoint) : Promise.resolve(endpoint);
  // The answer may fail before the schemas have loaded; their failure then has no one left to report to.
  schemas.catch(() => undefined);
  const { status, envelope } = await send(endpoint, request);
  const checked = await schemas.catch(() => {
    throw new ApiError(MSG_COMMON.connectionFailed, 0, undefined);
  });
  const results =
    envelope !== null && typeof envelope === 'object' ? (envelope as { results?: unknown }).results : undefined;
  const parsed = (checked.response as z.ZodType).safeParse(results);
  if (!parsed.success) throw new ApiError(MSG_COMMON.fetchFailed, status, envelope);
  return parsed.data;
}
