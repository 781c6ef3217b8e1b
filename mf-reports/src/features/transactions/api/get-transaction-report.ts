import { transactionReportEndpoint, type TTransactionReportRequest, type TTransactionReportResponse } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** One page of the staff money ledger (002 §7 'Transaction report': startTime, endTime, partnerUserId). */
export function getTransactionReport(request: TTransactionReportRequest): Promise<TTransactionReportResponse> {
  return callEndpoint(transactionReportEndpoint, request);
}
