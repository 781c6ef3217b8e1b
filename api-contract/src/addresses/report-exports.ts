import type { EndpointAddress } from '../endpoint';
import { apiPath } from '../paths';

// Where the calls of api/report-exports.ts go: zod-free, so that the browser's lazy endpoints (browser.ts) and the
// endpoints with their schemas share one address each.

// path chosen (the seed shows no export call)
export const START_REPORT_EXPORT_ADDRESS = { method: 'POST', path: apiPath('partner/report/export'), client: 'v2' } as const satisfies EndpointAddress;
// path chosen
export const GET_REPORT_EXPORT_ADDRESS = { method: 'GET', path: apiPath('partner/report/export'), client: 'v2' } as const satisfies EndpointAddress;
// path chosen
export const CANCEL_REPORT_EXPORT_ADDRESS = { method: 'DELETE', path: apiPath('partner/report/export'), client: 'v2' } as const satisfies EndpointAddress;

/** GET with `?jobId=`: the finished file (xlsx bytes, not an envelope); errors are envelopes as usual. */
export const REPORT_EXPORT_FILE_PATH = apiPath('partner/report/export/file');
