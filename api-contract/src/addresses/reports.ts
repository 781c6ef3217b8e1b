import type { EndpointAddress } from '../endpoint';
import { apiPath } from '../paths';

// Where the calls of api/reports.ts go: zod-free, so that the browser's lazy endpoints (browser.ts) and the
// endpoints with their schemas share one address each.

// path chosen (002 §7: 'SMS history (path not shown)')
export const SMS_REPORT_ADDRESS = { method: 'POST', path: apiPath('partner/report/sms-info'), client: 'v2' } as const satisfies EndpointAddress;
// path chosen (002 §7: 'ZNS report (path not shown)')
export const ZNS_REPORT_ADDRESS = { method: 'POST', path: apiPath('partner/report/zns-info'), client: 'v2' } as const satisfies EndpointAddress;
// path chosen (002 §7 names the call 'partner search transaction')
export const BANK_QR_REPORT_ADDRESS = { method: 'POST', path: apiPath('partner/search/transaction'), client: 'v2' } as const satisfies EndpointAddress;
// path chosen (002 §7: 'Ticket report fetch (path not shown)')
export const TICKET_REPORT_ADDRESS = { method: 'POST', path: apiPath('partner/report/tickets'), client: 'v2' } as const satisfies EndpointAddress;
// path chosen (002 §7: 'Update cancelled tickets', path not shown)
export const UPDATE_CANCELLED_TICKETS_ADDRESS = { method: 'POST', path: apiPath('partner/report/cancel/update'), client: 'v2' } as const satisfies EndpointAddress;
