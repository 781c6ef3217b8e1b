export { api, configureApi, getApiBaseUrl, API_TIMEOUT_MS, DEFAULT_API_BASE_URL, V1_TOKEN_HEADER } from './api-clients';
export { ApiError, isApiError } from './api-error';
export { callEndpoint } from './call-endpoint';
export { warmEndpoint } from './warm-endpoint';
export type { BusdeskRuntimeConfig } from './runtime-config';
