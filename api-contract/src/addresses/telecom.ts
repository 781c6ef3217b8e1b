import type { EndpointAddress } from '../endpoint';
import { apiPath } from '../paths';

// Where the calls of api/telecom.ts go: zod-free, so that the browser's lazy endpoints (browser.ts) and the
// endpoints with their schemas share one address each.

export const TELECOM_COMPANY_LIST_ADDRESS = { method: 'POST', path: apiPath('/telecom/list'), client: 'v2' } as const satisfies EndpointAddress;
export const TELECOM_LIST_ADDRESS = { method: 'POST', path: apiPath('/partner/branch_telecom/get-list'), client: 'v2' } as const satisfies EndpointAddress;
export const TELECOM_CREATE_ADDRESS = { method: 'POST', path: apiPath('/partner/branch_telecom/create'), client: 'v2' } as const satisfies EndpointAddress;
export const TELECOM_UPDATE_ADDRESS = { method: 'POST', path: apiPath('/partner/branch_telecom/update'), client: 'v2' } as const satisfies EndpointAddress;
export const TELECOM_DELETE_ADDRESS = { method: 'POST', path: apiPath('/partner/branch_telecom/delete'), client: 'v2' } as const satisfies EndpointAddress;
