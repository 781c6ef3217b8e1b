import axios, { AxiosError, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { isSuccessCode, type ClientName } from '@busdesk/api-contract/core';
import { MSG_COMMON } from '@busdesk/api-contract/messages/common';
import { getToken } from '../session/token';
import { ApiError } from './api-error';
import { readRuntimeConfig } from './runtime-config';

/** 000 §7.1 / §9: every client gives up after 30 seconds. */
export const API_TIMEOUT_MS = 30_000;
export const DEFAULT_API_BASE_URL = '/api';
export const CLIENT_NAMES: readonly ClientName[] = ['v1', 'v2', 'v3', 'v4'];

/** The header the v1 client carries the token in (000 §7.1 "the main v1 client sends it in a custom header"). */
export const V1_TOKEN_HEADER = 'x-access-token';

/**
 * How each client decides success (000 §7.1): v1/v2 by the body `code`, v3 by the HTTP status. The seeds say
 * nothing of v4; it judges like v3 (our choice). Our server sends HTTP status = body code, so both agree there;
 * the distinction matters when a client is pointed at another backend.
 */
const JUDGE_BY_BODY: Record<ClientName, boolean> = { v1: true, v2: true, v3: false, v4: false };

interface EnvelopeLike {
  code?: unknown;
  message?: unknown;
}

const asEnvelope = (data: unknown): EnvelopeLike =>
  data !== null && typeof data === 'object' ? (data as EnvelopeLike) : {};

const messageOf = (data: unknown): string => {
  const message = asEnvelope(data).message;
  return typeof message === 'string' && message !== '' ? message : MSG_COMMON.clientErrorFallback;
};

const codeOf = (data: unknown, fallback: number): number => {
  const code = asEnvelope(data).code;
  return typeof code === 'number' ? code : fallback;
};

function attachToken(name: ClientName) {
  return (config: InternalAxiosRequestConfig): InternalAxiosRequestConfig => {
    const token = getToken();
    if (token) {
      if (name === 'v1') config.headers.set(V1_TOKEN_HEADER, token);
      else config.headers.set('Authorization', `Bearer ${token}`);
    }
    return config;
  };
}

function judge(name: ClientName) {
  return (response: AxiosResponse): AxiosResponse => {
    const ok = JUDGE_BY_BODY[name]
      ? isSuccessCode(asEnvelope(response.data).code)
      : response.status >= 200 && response.status <= 202;
    if (!ok) throw new ApiError(messageOf(response.data), codeOf(response.data, response.status), response.data);
    return response;
  };
}

/** HTTP errors reject with the body (000 §7.1); no answer at all (timeout, network) is code 0. */
function toApiError(error: unknown): Promise<never> {
  if (error instanceof ApiError) return Promise.reject(error);
  if (error instanceof AxiosError && error.response) {
    const { data, status } = error.response;
    return Promise.reject(new ApiError(messageOf(data), codeOf(data, status), data));
  }
  return Promise.reject(new ApiError(MSG_COMMON.connectionFailed, 0, undefined));
}

function createClient(name: ClientName, baseURL: string): AxiosInstance {
  const client = axios.create({
    baseURL,
    timeout: API_TIMEOUT_MS,
    // Repeat array keys (`ids=1&ids=2`), the form Fastify's query parser turns back into an array.
    paramsSerializer: { indexes: null },
    // No XSRF cookie: the session token travels in a header. Without this, axios reads the cookie for every
    // same-origin request, through the browser's Cookie Store where there is one (Chromium): an asynchronous answer
    // that held each request back until the task running (a click's whole render) had ended.
    withXSRFToken: false,
  });
  // Synchronous: axios then sends in the calling task instead of after a chain of promises, i.e. before the rest of
  // that task (a click's render of the whole page) runs. A trip opened by a click is asked for at once (issue 11).
  client.interceptors.request.use(attachToken(name), undefined, { synchronous: true });
  client.interceptors.response.use(judge(name), toApiError);
  return client;
}

const initialBase = readRuntimeConfig().api ?? {};

/**
 * The four axios clients of 000 §7.1. They resolve with the axios response of a successful call and reject
 * with `ApiError` otherwise. Screens normally use `callEndpoint`, which also picks the client.
 */
export const api: Readonly<Record<ClientName, AxiosInstance>> = {
  v1: createClient('v1', initialBase.v1 ?? DEFAULT_API_BASE_URL),
  v2: createClient('v2', initialBase.v2 ?? DEFAULT_API_BASE_URL),
  v3: createClient('v3', initialBase.v3 ?? DEFAULT_API_BASE_URL),
  v4: createClient('v4', initialBase.v4 ?? DEFAULT_API_BASE_URL),
};

/**
 * Sets base URLs (e.g. `configureApi({ v1: 'https://other.example/api' })`); clients not named keep theirs.
 * Changes the existing instances, so a screen holding `api.v2` sees it.
 */
export function configureApi(baseUrls: Partial<Record<ClientName, string>>): void {
  for (const name of CLIENT_NAMES) {
    const url = baseUrls[name];
    if (url !== undefined) api[name].defaults.baseURL = url;
  }
}

export function getApiBaseUrl(name: ClientName): string {
  return api[name].defaults.baseURL ?? DEFAULT_API_BASE_URL;
}
