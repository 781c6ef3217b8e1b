import type { EndpointAddress } from '../endpoint';
import { apiPath } from '../paths';

// Where the calls of api/sales-ticket.ts go: zod-free, so that the browser's lazy endpoints (browser.ts) and the
// endpoints with their schemas share one address each.

export const BOOK_TICKET_ADDRESS = { method: 'POST', path: apiPath('/ticket/partner/book'), client: 'v2' } as const satisfies EndpointAddress;
export const UPDATE_TICKETS_ADDRESS = { method: 'POST', path: apiPath('/ticket/partner/update'), client: 'v2' } as const satisfies EndpointAddress;
export const CANCEL_TICKETS_ADDRESS = { method: 'POST', path: apiPath('/ticket/partner/cancel'), client: 'v2' } as const satisfies EndpointAddress;
export const CANCEL_DETAILS_ADDRESS = { method: 'POST', path: apiPath('partner/v2/cancel-ticket-details'), client: 'v2' } as const satisfies EndpointAddress;
export const TICKET_LOG_ADDRESS = { method: 'POST', path: apiPath('/v2/partner/ticket-log'), client: 'v2' } as const satisfies EndpointAddress;
