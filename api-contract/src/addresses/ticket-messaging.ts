import type { EndpointAddress } from '../endpoint';
import { apiPath } from '../paths';

// Where the calls of api/ticket-messaging.ts go: zod-free, so that the browser's lazy endpoints (browser.ts) and the
// endpoints with their schemas share one address each.

// path chosen (001 §7: 'Print template config', path not shown)
export const PRINT_TEMPLATE_ADDRESS = { method: 'GET', path: apiPath('partner/print-template'), client: 'v2' } as const satisfies EndpointAddress;
export const PRINT_TICKETS_ADDRESS = { method: 'POST', path: apiPath('/ticket/partner/print'), client: 'v2' } as const satisfies EndpointAddress;
export const SMS_MESSAGES_ADDRESS = { method: 'GET', path: apiPath('partner/message/getList'), client: 'v2' } as const satisfies EndpointAddress;
export const ZNS_TEMPLATES_ADDRESS = { method: 'GET', path: apiPath('partner/znsTemplate'), client: 'v2' } as const satisfies EndpointAddress;
export const SEND_SMS_ADDRESS = { method: 'POST', path: apiPath('partner/ticket/sendSMS'), client: 'v2' } as const satisfies EndpointAddress;
export const SEND_ZNS_ADDRESS = { method: 'POST', path: apiPath('partner/ticket/sendZns'), client: 'v2' } as const satisfies EndpointAddress;
// path chosen (issue 5: the admin reads the outbox)
export const MAIL_OUTBOX_ADDRESS = { method: 'GET', path: apiPath('partner/mail-outbox'), client: 'v2' } as const satisfies EndpointAddress;
// path chosen (issue 5)
export const MAIL_DETAIL_ADDRESS = { method: 'GET', path: apiPath('partner/mail-outbox/detail'), client: 'v2' } as const satisfies EndpointAddress;
