import type { EndpointAddress } from '../endpoint';
import { apiPath } from '../paths';

// Where the calls of api/transaction-report.ts go: zod-free, so that the browser's lazy endpoints (browser.ts) and the
// endpoints with their schemas share one address each.

// path chosen (002 §7: 'Transaction report (path not shown)')
export const TRANSACTION_REPORT_ADDRESS = { method: 'POST', path: apiPath('partner/report/transaction'), client: 'v2' } as const satisfies EndpointAddress;
