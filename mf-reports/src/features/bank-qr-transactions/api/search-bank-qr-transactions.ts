import { bankQrReportEndpoint, type TBankQrReportRequest, type TBankQrReportResponse } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** One page of the agency's bank QR bills (002 §7 'partner search transaction': serviceSupporter 30, paymentType 24). */
export function searchBankQrTransactions(request: TBankQrReportRequest): Promise<TBankQrReportResponse> {
  return callEndpoint(bankQrReportEndpoint, request);
}
