import { ticketSearchEndpoint, type TFoundTicket, type TTicketSearchResponse } from '@busdesk/api-contract';
import { callEndpoint } from '../api/call-endpoint';

/**
 * The portal's quick search call (POST /api/partner/search/ticket). callEndpoint takes no abort signal; the panel
 * drops the answer of a search whose keyword has changed since, so a late answer never replaces a newer one.
 */
export async function searchTickets(keyword: string): Promise<TTicketSearchResponse> {
  return callEndpoint(ticketSearchEndpoint, { keyword });
}

/** /book-ticket opened on the ticket's trip with its group selected (the URL mf-sales' bookTicketUrl builds). */
export function bookTicketHref(ticket: Pick<TFoundTicket, 'tripId' | 'ticketId'>): string {
  const query = new URLSearchParams({ tripId: ticket.tripId ?? '' });
  query.set('ticketId', ticket.ticketId);
  return `/book-ticket?${query.toString()}`;
}
