import type { TUserInfo } from '@busdesk/api-contract';
import { BookingPanel } from '../features/booking/components/booking-panel';
import { TripDetail } from '../features/trip-detail/components/trip-detail';
import { TripToolsBar } from '../features/trip-ops/components/trip-tools-bar';
import type { CustomerFill } from '../shared/customer-fill';
import { TicketTools } from './ticket-tools';

export interface OpenedTripProps {
  tripId: string;
  ticketId: string | null;
  user: TUserInfo;
  /** The company picker's phone icon, from the search across to the form (000 §2.12). */
  phoneFill: { phone: string; seq: number } | null;
  /** The softphone's caller (issue 15), until the clerk has sold. */
  customerFill: CustomerFill | undefined;
  /** The clerk sold or changed tickets: the caller's fill is done with. */
  onSold(): void;
}

/**
 * The opened trip of /book-ticket: its seat map and header (trip-detail) with the trip's tools (trip-ops), the booking
 * form (booking) and the print/message/QR tools under it. A module of its own so that the page's first view — the
 * search, where 'search usable' is measured — does not load and run it: the page loads it when a trip is opened, and
 * in the first idle moment after the search shows, so the first trip card clicked finds it there (ADR 0118).
 */
export function OpenedTrip({ tripId, ticketId, user, phoneFill, customerFill, onSold }: OpenedTripProps) {
  return (
    <TripDetail
      tripId={tripId}
      user={user}
      ticketId={ticketId}
      renderTripTools={(tools) => <TripToolsBar {...tools} user={user} />}
      renderBooking={(booking) => (
        <BookingPanel
          {...booking}
          phoneFill={phoneFill}
          customerFill={customerFill}
          onTicketsChanged={(tickets) => {
            booking.onTicketsChanged(tickets);
            onSold();
          }}
          renderTicketTools={(tools) => <TicketTools {...tools} />}
        />
      )}
    />
  );
}
