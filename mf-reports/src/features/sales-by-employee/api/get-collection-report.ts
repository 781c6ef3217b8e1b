import { ticketReportEndpoint, type TTicketReportRequest, type TTicketReportResponse } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** One page of the collection report: the ticket report without a status (every ticket not cancelled; 002 §7). */
export function getCollectionReport(request: Omit<TTicketReportRequest, 'ticketStatus' | 'isRefunded'>): Promise<TTicketReportResponse> {
  return callEndpoint(ticketReportEndpoint, request);
}
