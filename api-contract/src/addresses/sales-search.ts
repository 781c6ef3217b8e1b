import type { EndpointAddress } from '../endpoint';
import { apiPath } from '../paths';

// Where the calls of api/sales-search.ts go: zod-free, so that the browser's lazy endpoints (browser.ts) and the
// endpoints with their schemas share one address each.

export const SEARCH_COMPANY_ADDRESS = { method: 'POST', path: apiPath('/partner/search/company'), client: 'v2' } as const satisfies EndpointAddress;
export const SEARCH_POINTS_ADDRESS = { method: 'POST', path: apiPath('/partner/search/points'), client: 'v2' } as const satisfies EndpointAddress;
export const SEARCH_PROVINCE_ADDRESS = { method: 'POST', path: apiPath('/partner/search/province'), client: 'v2' } as const satisfies EndpointAddress;
export const SEARCH_ROUTE_ADDRESS = { method: 'GET', path: apiPath('/partner/search/route'), client: 'v2' } as const satisfies EndpointAddress;
export const SEARCH_TRIPS_ADDRESS = { method: 'POST', path: apiPath('/partner/search/trips'), client: 'v2' } as const satisfies EndpointAddress;
