import { smsReportEndpoint, type TSmsReportRequest, type TSmsReportResponse } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** One page of the SMS history (002 §7: fromDate, toDate in ms, type 1). */
export function getSmsReport(request: TSmsReportRequest): Promise<TSmsReportResponse> {
  return callEndpoint(smsReportEndpoint, request);
}
