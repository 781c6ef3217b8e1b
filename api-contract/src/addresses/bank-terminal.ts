import type { EndpointAddress } from '../endpoint';
import { apiPath } from '../paths';

// Where the calls of api/bank-terminal.ts go: zod-free, so that the browser's lazy endpoints (browser.ts) and the
// endpoints with their schemas share one address each.

export const GET_BANK_TERMINAL_ADDRESS = { method: 'GET', path: apiPath('api/v1/mb/terminal'), client: 'v1' } as const satisfies EndpointAddress;
export const CREATE_BANK_TERMINAL_ADDRESS = { method: 'POST', path: apiPath('api/v1/mb/terminal'), client: 'v1' } as const satisfies EndpointAddress;
export const UPDATE_BANK_TERMINAL_ADDRESS = { method: 'PUT', path: apiPath('api/v1/mb/terminal'), client: 'v1' } as const satisfies EndpointAddress;
export const CONFIRM_BANK_TERMINAL_OTP_ADDRESS = { method: 'POST', path: apiPath('api/v1/mb/terminal/otp'), client: 'v1' } as const satisfies EndpointAddress;
export const SIMULATOR_SMS_ADDRESS = { method: 'GET', path: apiPath('simulator/bank/sms'), client: 'v2' } as const satisfies EndpointAddress;
