import type { TTicket, TTripDetail, TTripPoint } from '@busdesk/api-contract';
import type { ReactNode, Ref } from 'react';

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
  /**
   * The server's answer tickets after any action (status 0 = removed): merged into the trip, and the selection
   * follows them — what was just sold, updated or paid stays selected (ready to print), a cancel clears it — and the
   * keyboard focus returns to the seat map.
   */
  onTicketsChanged(tickets: TTicket[]): void;
  onClearSelection(): void;
  /** The page's F2 shortcut focuses the phone input through this. */
  phoneInputRef?: Ref<HTMLInputElement>;
  /** The countdown of the user's hold on the new seats picked, shown in the form's header while there is one. */
  countdown?: ReactNode;
}
