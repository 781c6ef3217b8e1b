import {
  bookTicketEndpoint,
  calculatePriceEndpoint,
  cancelDetailsEndpoint,
  cancelTicketsEndpoint,
  customerSearchEndpoint,
  lockSeatEndpoint,
  surchargeListEndpoint,
  ticketLogEndpoint,
  tripTicketsEndpoint,
  updateTicketsEndpoint,
  viewTripEndpoint,
  type EndpointRequest,
} from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/**
 * The sales calls of the opened trip and the booking form, one typed line each over the contract's endpoints
 * (001 §7). Screens import these instead of naming endpoints, so a test or a story can see every call in one place.
 */

type Req<E> = EndpointRequest<E>;

export const viewTrip = (tripId: string) => callEndpoint(viewTripEndpoint, { tripId });
export const fetchTripTickets = (tripId: string) => callEndpoint(tripTicketsEndpoint, { id: tripId });
/** Replaces the user's real-time lock on the trip with these seats; an empty list releases it. */
export const lockSeats = (tripId: string, seatIds: readonly string[]) => callEndpoint(lockSeatEndpoint, { tripId, seatIds: [...seatIds] });
export const calculatePrice = (request: Req<typeof calculatePriceEndpoint>) => callEndpoint(calculatePriceEndpoint, request);
export const listSurcharges = (companyId: string) => callEndpoint(surchargeListEndpoint, { companyId });
export const searchCustomers = (request: Req<typeof customerSearchEndpoint>) => callEndpoint(customerSearchEndpoint, request);
export const bookTickets = (request: Req<typeof bookTicketEndpoint>) => callEndpoint(bookTicketEndpoint, request);
export const updateTickets = (request: Req<typeof updateTicketsEndpoint>) => callEndpoint(updateTicketsEndpoint, request);
export const cancelTickets = (request: Req<typeof cancelTicketsEndpoint>) => callEndpoint(cancelTicketsEndpoint, request);
export const fetchCancelDetails = (ticketIds: readonly string[]) => callEndpoint(cancelDetailsEndpoint, { ticketIds: [...ticketIds] });
export const fetchTicketLog = (ticketId: string) => callEndpoint(ticketLogEndpoint, { ticketId });
