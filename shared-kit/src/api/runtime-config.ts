import type { ClientName } from '@busdesk/api-contract/core';

/**
 * Settings the page can give before shared-kit loads (an inline script in index.html sets
 * `window.__BUSDESK_CONFIG__`), so one portal build can point at another backend speaking the same contract.
 */
export interface BusdeskRuntimeConfig {
  /** Base URL per API client; each defaults to `/api`. */
  api?: Partial<Record<ClientName, string>>;
  /** Full WebSocket URL of the MQTT endpoint; defaults to ws(s)://<page host>/mqtt. */
  mqttUrl?: string;
}

declare global {
  interface Window {
    __BUSDESK_CONFIG__?: BusdeskRuntimeConfig;
  }
}

export function readRuntimeConfig(): BusdeskRuntimeConfig {
  return typeof window === 'undefined' ? {} : (window.__BUSDESK_CONFIG__ ?? {});
}
