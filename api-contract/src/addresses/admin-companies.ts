import type { EndpointAddress } from '../endpoint';
import { apiPath } from '../paths';

// Where the calls of api/admin-companies.ts go: zod-free, so that the browser's lazy endpoints (browser.ts) and the
// endpoints with their schemas share one address each.

export const SEARCH_COMPANY_V2_ADDRESS = { method: 'POST', path: apiPath('/v2/partner/search/company'), client: 'v2' } as const satisfies EndpointAddress;
export const LIST_PARTNER_COMPANIES_ADDRESS = { method: 'POST', path: apiPath('/v2/partner-company/search'), client: 'v2' } as const satisfies EndpointAddress;
export const UPDATE_PARTNER_COMPANIES_ADDRESS = { method: 'POST', path: apiPath('/v2/partner-company/update'), client: 'v2' } as const satisfies EndpointAddress;
export const POPULAR_ROUTES_ADDRESS = { method: 'POST', path: apiPath('/partner/search/route/popular'), client: 'v2' } as const satisfies EndpointAddress;
export const SET_POPULAR_ROUTES_ADDRESS = { method: 'POST', path: apiPath('/partner/route/set-popular'), client: 'v2' } as const satisfies EndpointAddress;
export const SUB_PARTNERS_ADDRESS = { method: 'GET', path: apiPath('partner/search/sub-partners'), client: 'v2' } as const satisfies EndpointAddress;
