import { bookTickets } from './api/book-tickets';
import { calculatePrice } from './api/calculate-price';
import { cancelTickets } from './api/cancel-tickets';
import { getCancelDetails } from './api/get-cancel-details';
import { getTicketLog } from './api/get-ticket-log';
import { listSurcharges } from './api/list-surcharges';
import { searchCustomers } from './api/search-customers';
import { updateTickets } from './api/update-tickets';

/**
 * The server calls of the booking panel, behind one interface so stories can run the panel on in-memory data
 * (STYLE §9; the fake is test-support/fake-booking-services.ts). The product always uses `apiBookingServices`;
 * component tests use it too, against a local server.
 */
export interface BookingServices {
  calculatePrice: typeof calculatePrice;
  listSurcharges: typeof listSurcharges;
  searchCustomers: typeof searchCustomers;
  book: typeof bookTickets;
  update: typeof updateTickets;
  cancelDetails: typeof getCancelDetails;
  cancel: typeof cancelTickets;
  ticketLog: typeof getTicketLog;
}

/** The real calls (api/, one file per operation). */
export const apiBookingServices: BookingServices = {
  calculatePrice,
  listSurcharges,
  searchCustomers,
  book: bookTickets,
  update: updateTickets,
  cancelDetails: getCancelDetails,
  cancel: cancelTickets,
  ticketLog: getTicketLog,
};
