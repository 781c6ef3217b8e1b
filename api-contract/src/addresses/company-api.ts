import type { EndpointAddress } from '../endpoint';
import { apiPath } from '../paths';

// Where the calls of api/company-api.ts go: zod-free, so that the browser's lazy endpoints (browser.ts) and the
// endpoints with their schemas share one address each.

export const SIMULATOR_COMPANIES_ADDRESS = { method: 'GET', path: apiPath('simulator/company/companies'), client: 'v2' } as const satisfies EndpointAddress;
export const SIMULATOR_AUTHORISE_ADDRESS = { method: 'POST', path: apiPath('simulator/company/authorise'), client: 'v2' } as const satisfies EndpointAddress;
