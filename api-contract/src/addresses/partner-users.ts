import type { EndpointAddress } from '../endpoint';
import { apiPath } from '../paths';

// Where the calls of api/partner-users.ts go: zod-free, so that the browser's lazy endpoints (browser.ts) and the
// endpoints with their schemas share one address each.

export const LIST_PARTNER_USERS_ADDRESS = { method: 'GET', path: apiPath('/v2/partner/list-user'), client: 'v2' } as const satisfies EndpointAddress;
export const CREATE_PARTNER_USER_ADDRESS = { method: 'POST', path: apiPath('/v2/partner/create-user-partner'), client: 'v2' } as const satisfies EndpointAddress;
export const UPDATE_PARTNER_USER_ADDRESS = { method: 'POST', path: apiPath('/v2/partner/update-user'), client: 'v2' } as const satisfies EndpointAddress;
export const RESET_PARTNER_USER_PASSWORD_ADDRESS = { method: 'POST', path: apiPath('/v2/partner/reset-password'), client: 'v2' } as const satisfies EndpointAddress;
export const LIST_AGENCY_ROUTES_ADDRESS = { method: 'GET', path: apiPath('/v2/partner/agency-routes'), client: 'v2' } as const satisfies EndpointAddress;
export const TOP_UP_PARTNER_USER_ADDRESS = { method: 'POST', path: apiPath('/v2/partner/top-up-user'), client: 'v2' } as const satisfies EndpointAddress;
