import type { EndpointAddress } from '../endpoint';

// Where the calls of api/health.ts go: zod-free, so that the browser's lazy endpoints (browser.ts) and the
// endpoints with their schemas share one address each.

export const HEALTH_ADDRESS = { method: 'GET', path: '/health', client: 'v3' } as const satisfies EndpointAddress;
export const READY_ADDRESS = { method: 'GET', path: '/ready', client: 'v3' } as const satisfies EndpointAddress;
