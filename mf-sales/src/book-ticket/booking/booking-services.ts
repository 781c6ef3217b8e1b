import type {
  bookTicketEndpoint,
  calculatePriceEndpoint,
  cancelDetailsEndpoint,
  cancelTicketsEndpoint,
  customerSearchEndpoint,
  EndpointRequest,
  EndpointResponse,
  surchargeListEndpoint,
  ticketLogEndpoint,
  updateTicketsEndpoint,
} from '@busdesk/api-contract';
import {
  bookTickets,
  calculatePrice,
  cancelTickets,
  fetchCancelDetails,
  fetchTicketLog,
  listSurcharges,
  searchCustomers,
  updateTickets,
} from '../sales-api';

type Call<E> = (request: EndpointRequest<E>) => Promise<EndpointResponse<E>>;

/**
 * The server calls of the booking panel, behind one interface so stories can run the panel on in-memory data
 * (STYLE §9). The product always uses `apiBookingServices`; component tests use it too, against a local server.
 */
export interface BookingServices {
  calculatePrice: Call<typeof calculatePriceEndpoint>;
  listSurcharges: Call<typeof surchargeListEndpoint>;
  searchCustomers: Call<typeof customerSearchEndpoint>;
  book: Call<typeof bookTicketEndpoint>;
  update: Call<typeof updateTicketsEndpoint>;
  cancelDetails: Call<typeof cancelDetailsEndpoint>;
  cancel: Call<typeof cancelTicketsEndpoint>;
  ticketLog: Call<typeof ticketLogEndpoint>;
}

/** The real calls, through the page's typed wrappers (sales-api.ts). */
export const apiBookingServices: BookingServices = {
  calculatePrice,
  listSurcharges: (request) => listSurcharges(request.companyId),
  searchCustomers,
  book: bookTickets,
  update: updateTickets,
  cancelDetails: (request) => fetchCancelDetails(request.ticketIds),
  cancel: cancelTickets,
  ticketLog: (request) => fetchTicketLog(request.ticketId),
};
