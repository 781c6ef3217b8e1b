import type { EndpointAddress } from '../endpoint';
import { apiPath } from '../paths';

// Where the calls of api/ticket-stats.ts go: zod-free, so that the browser's lazy endpoints (browser.ts) and the
// endpoints with their schemas share one address each.

// path from the seed (002 §7 'POST report/crm5'), under the partner area of the house style
export const TICKET_STATS_ADDRESS = { method: 'POST', path: apiPath('partner/report/crm5'), client: 'v2' } as const satisfies EndpointAddress;
