import type { EndpointAddress } from '../endpoint';
import { apiPath } from '../paths';

// Where the calls of api/mail-templates.ts go: zod-free, so that the browser's lazy endpoints (browser.ts) and the
// endpoints with their schemas share one address each.

export const GET_MAIL_TEMPLATE_ADDRESS = { method: 'GET', path: apiPath('partner/config/mail-template'), client: 'v2' } as const satisfies EndpointAddress;
export const SAVE_MAIL_TEMPLATE_ADDRESS = { method: 'POST', path: apiPath('partner/config/mail-template/save'), client: 'v2' } as const satisfies EndpointAddress;
export const TEST_SEND_MAIL_TEMPLATE_ADDRESS = { method: 'POST', path: apiPath('partner/config/mail-template/test-send'), client: 'v2' } as const satisfies EndpointAddress;
