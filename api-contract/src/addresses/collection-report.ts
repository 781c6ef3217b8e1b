import type { EndpointAddress } from '../endpoint';
import { apiPath } from '../paths';

// Where the calls of api/collection-report.ts go: zod-free, so that the browser's lazy endpoints (browser.ts) and the
// endpoints with their schemas share one address each.

// path chosen (002 §7: 'Routes list', payload not shown)
export const COLLECTION_ROUTES_ADDRESS = { method: 'POST', path: apiPath('partner/report/routes'), client: 'v2' } as const satisfies EndpointAddress;
// path chosen
export const COLLECTION_ZNS_ADDRESS = { method: 'GET', path: apiPath('partner/report/sales-by-employee/zns'), client: 'v2' } as const satisfies EndpointAddress;
// path chosen
export const SEND_COLLECTION_ZNS_ADDRESS = { method: 'POST', path: apiPath('partner/report/sales-by-employee/send-zns'), client: 'v2' } as const satisfies EndpointAddress;
