import { znsReportEndpoint, type TZnsReportRequest, type TZnsReportResponse } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** One page of the Zalo ZNS report (002 §7: fromDate, toDate in ms, type 2). */
export function getZnsReport(request: TZnsReportRequest): Promise<TZnsReportResponse> {
  return callEndpoint(znsReportEndpoint, request);
}
