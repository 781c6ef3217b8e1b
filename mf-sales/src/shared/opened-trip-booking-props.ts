import type { TTicket, TTripDetail, TTripPoint } from '@busdesk/api-contract';
import type { Ref } from 'react';

/**
 * What the opened trip (trip-detail) hands the booking form beside its map (booking). The page composes the two;
 * the contract lives here so neither feature imports the other.
 */
export interface OpenedTripBookingProps {
  trip: TTripDetail;
  points: TTripPoint[];
  /** New seats chosen on the map. */
  selectedSeatIds: readonly string[];
  /** Existing own tickets chosen on the map (a whole group). */
  selectedTickets: readonly TTicket[];
  /** The server's answer tickets after any action (status 0 = removed): merged into the trip. */
  onTicketsChanged(tickets: TTicket[]): void;
  onClearSelection(): void;
  /** The page's F2 shortcut focuses the phone input through this. */
  phoneInputRef?: Ref<HTMLInputElement>;
}
