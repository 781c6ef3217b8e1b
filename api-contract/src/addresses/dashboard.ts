import type { EndpointAddress } from '../endpoint';
import { apiPath } from '../paths';

// Where the calls of api/dashboard.ts go: zod-free, so that the browser's lazy endpoints (browser.ts) and the
// endpoints with their schemas share one address each.

// path chosen (the seed's dashboard is a placeholder and calls nothing; issue 13 makes it real)
export const DASHBOARD_ADDRESS = { method: 'POST', path: apiPath('partner/report/dashboard'), client: 'v2' } as const satisfies EndpointAddress;
