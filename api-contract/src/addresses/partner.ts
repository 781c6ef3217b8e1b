import type { EndpointAddress } from '../endpoint';
import { apiPath } from '../paths';

// Where the calls of api/partner.ts go: zod-free, so that the browser's lazy endpoints (browser.ts) and the
// endpoints with their schemas share one address each.

export const SELF_UPDATE_PARTNER_ADDRESS = { method: 'POST', path: apiPath('/partner/v2/self-update'), client: 'v2' } as const satisfies EndpointAddress;
export const UPDATE_PARTNER_ADDRESS = { method: 'POST', path: apiPath('/v2/partner/update'), client: 'v2' } as const satisfies EndpointAddress;
export const PARTNER_DETAIL_ADDRESS = { method: 'POST', path: apiPath('/v2/partner/detail'), client: 'v2' } as const satisfies EndpointAddress;
