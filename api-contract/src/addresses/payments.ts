import type { EndpointAddress } from '../endpoint';
import { apiPath } from '../paths';

// Where the calls of api/payments.ts go: zod-free, so that the browser's lazy endpoints (browser.ts) and the
// endpoints with their schemas share one address each.

// path chosen (001 §7: not shown)
export const BANK_QR_ADDRESS = { method: 'POST', path: apiPath('partner/mb/v2/qr-ticket'), client: 'v2' } as const satisfies EndpointAddress;
// path chosen
export const BANK_QR_BILL_ADDRESS = { method: 'GET', path: apiPath('partner/mb/v2/bill'), client: 'v2' } as const satisfies EndpointAddress;
export const WALLET_QR_ADDRESS = { method: 'POST', path: apiPath('partner/momo/v2/pay'), client: 'v2' } as const satisfies EndpointAddress;
// path chosen
export const SEND_QR_ADDRESS = { method: 'POST', path: apiPath('partner/mb/v2/send-qr'), client: 'v2' } as const satisfies EndpointAddress;
// path chosen
export const REFUND_LIST_ADDRESS = { method: 'GET', path: apiPath('partner/payments/refund-needed'), client: 'v2' } as const satisfies EndpointAddress;
// path chosen
export const RESOLVE_REFUND_ADDRESS = { method: 'POST', path: apiPath('partner/payments/refund-needed/resolve'), client: 'v2' } as const satisfies EndpointAddress;
// path chosen
export const ROTATE_WEBHOOK_SECRET_ADDRESS = { method: 'POST', path: apiPath('partner/payments/webhook-secret/rotate'), client: 'v2' } as const satisfies EndpointAddress;
export const SIMULATOR_BILLS_ADDRESS = { method: 'GET', path: apiPath('simulator/bank/bills'), client: 'v2' } as const satisfies EndpointAddress;
export const SIMULATOR_PAY_ADDRESS = { method: 'POST', path: apiPath('simulator/bank/pay'), client: 'v2' } as const satisfies EndpointAddress;
