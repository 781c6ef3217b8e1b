import type {
  bookTicketEndpoint,
  calculatePriceEndpoint,
  cancelDetailsEndpoint,
  cancelTicketsEndpoint,
  customerSearchEndpoint,
  EndpointCall,
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

/**
 * The server calls of the booking panel, behind one interface so stories can run the panel on in-memory data
 * (STYLE §9). The product always uses `apiBookingServices`; component tests use it too, against a local server.
 */
export interface BookingServices {
  calculatePrice: EndpointCall<typeof calculatePriceEndpoint>;
  listSurcharges: EndpointCall<typeof surchargeListEndpoint>;
  searchCustomers: EndpointCall<typeof customerSearchEndpoint>;
  book: EndpointCall<typeof bookTicketEndpoint>;
  update: EndpointCall<typeof updateTicketsEndpoint>;
  cancelDetails: EndpointCall<typeof cancelDetailsEndpoint>;
  cancel: EndpointCall<typeof cancelTicketsEndpoint>;
  ticketLog: EndpointCall<typeof ticketLogEndpoint>;
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
