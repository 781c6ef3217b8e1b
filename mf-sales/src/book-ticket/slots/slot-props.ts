import type { TTicket, TTripCard, TTripDetail, TTripPoint, TUserInfo } from '@busdesk/api-contract';

/**
 * The places issue 5's features plug into /book-ticket. Each feature owns one slot component (slots/*.tsx) and
 * its own folder; the screen only renders the slots, so the features stay independent of each other.
 */

/** Tools for the selected own tickets, under the booking form's buttons (QR payment, print, SMS/ZNS). */
export interface TicketToolsProps {
  trip: TTripDetail;
  points: TTripPoint[];
  /** The selected tickets (one group); empty when new seats are being booked. */
  selectedTickets: readonly TTicket[];
  /** Apply the server's changed tickets to the open trip and clear the selection (status 0 = removed). */
  onTicketsChanged(tickets: TTicket[]): void;
  onClearSelection(): void;
}

/** Tools for the opened trip, in the trip header (lock, trip update, settlement, contract). */
export interface TripToolsProps {
  trip: TTripDetail;
  user: TUserInfo;
  /** Re-read the opened trip from the server (after a lock, update or settlement). */
  onTripChanged(): void;
}

/** Controls beside one trip card in the search list (the lock toggle, the vehicle/driver edit). */
export interface TripCardToolsProps {
  trip: TTripCard;
  user: TUserInfo;
}

/** Above the search and trip: things staff must act on (payments that arrived after the seats were gone). */
export interface SalesAlertsProps {
  user: TUserInfo;
}
