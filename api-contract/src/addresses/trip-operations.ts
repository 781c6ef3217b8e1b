import type { EndpointAddress } from '../endpoint';
import { apiPath } from '../paths';

// Where the calls of api/trip-operations.ts go: zod-free, so that the browser's lazy endpoints (browser.ts) and the
// endpoints with their schemas share one address each.

export const LOCK_TRIP_ADDRESS = { method: 'POST', path: apiPath('/partner/lock-trip'), client: 'v2' } as const satisfies EndpointAddress;
export const MANAGE_TRIP_ADDRESS = { method: 'POST', path: apiPath('partner/v2/trip/manage'), client: 'v2' } as const satisfies EndpointAddress;
export const USER_COMPANY_ADDRESS = { method: 'POST', path: apiPath('partner/search/user-company'), client: 'v2' } as const satisfies EndpointAddress;
export const SEARCH_VEHICLE_ADDRESS = { method: 'POST', path: apiPath('partner/search/vehicle'), client: 'v2' } as const satisfies EndpointAddress;
// path chosen
export const SETTLEMENT_TRIPS_ADDRESS = { method: 'POST', path: apiPath('/partner/report/settlement-trips'), client: 'v2' } as const satisfies EndpointAddress;
export const REPORT_SALE_ADDRESS = { method: 'POST', path: apiPath('api/v1/partner/trip/report-sale'), client: 'v1' } as const satisfies EndpointAddress;
// path chosen
export const TRIP_SALE_REPORT_ADDRESS = { method: 'POST', path: apiPath('/partner/trip/sale-report'), client: 'v2' } as const satisfies EndpointAddress;
// path chosen
export const TRIP_CONTRACT_ADDRESS = { method: 'GET', path: apiPath('/partner/trip/contract'), client: 'v2' } as const satisfies EndpointAddress;
