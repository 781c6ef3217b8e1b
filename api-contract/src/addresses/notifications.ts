import type { EndpointAddress } from '../endpoint';
import { apiPath } from '../paths';

// Where the calls of api/notifications.ts go: zod-free, so that the browser's lazy endpoints (browser.ts) and the
// endpoints with their schemas share one address each.

export const NOTIFICATION_LIST_ADDRESS = { method: 'POST', path: apiPath('/partner/ticket-notification/list'), client: 'v2' } as const satisfies EndpointAddress;
export const NOTIFICATION_READ_ADDRESS = { method: 'POST', path: apiPath('/partner/ticket-notification/read'), client: 'v2' } as const satisfies EndpointAddress;
export const TICKET_SEARCH_ADDRESS = { method: 'POST', path: apiPath('/partner/search/ticket'), client: 'v2' } as const satisfies EndpointAddress;
