import { ticketReportEndpoint, type TTicketReportRequest, type TTicketReportResponse } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** One page of the cancelled tickets: the ticket report with ticketStatus 0 (002 §7). */
export function getCancelledTickets(request: Omit<TTicketReportRequest, 'ticketStatus'>): Promise<TTicketReportResponse> {
  return callEndpoint(ticketReportEndpoint, { ...request, ticketStatus: 0 });
}
