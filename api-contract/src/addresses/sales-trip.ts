import type { EndpointAddress } from '../endpoint';
import { apiPath } from '../paths';

// Where the calls of api/sales-trip.ts go: zod-free, so that the browser's lazy endpoints (browser.ts) and the
// endpoints with their schemas share one address each.

export const VIEW_TRIP_ADDRESS = { method: 'POST', path: apiPath('/partner/trip/view-by-id'), client: 'v2' } as const satisfies EndpointAddress;
export const TRIP_TICKETS_ADDRESS = { method: 'GET', path: apiPath('/partner/trip/tickets'), client: 'v2' } as const satisfies EndpointAddress;
export const LOCK_SEAT_ADDRESS = { method: 'POST', path: apiPath('/partner/trip/lock-seat'), client: 'v2' } as const satisfies EndpointAddress;
export const SURCHARGE_LIST_ADDRESS = { method: 'GET', path: apiPath('/surcharge_category/getList'), client: 'v2' } as const satisfies EndpointAddress;
export const CALCULATE_PRICE_ADDRESS = { method: 'POST', path: apiPath('/partner/ticket/calculate-price'), client: 'v2' } as const satisfies EndpointAddress;
export const CUSTOMER_SEARCH_ADDRESS = { method: 'POST', path: apiPath('/partner/search/customer'), client: 'v2' } as const satisfies EndpointAddress;
