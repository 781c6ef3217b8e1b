import {
  TicketStatus,
  ZTicket,
  type TChangedTicketsEvent,
  type TLockSeatEvent,
  type TOccupiedSeat,
  type TRemovedTicketsEvent,
  type TSeatLockRecord,
  type TSeatStatusEvent,
  type TTicket,
  type TTripDetail,
  type TTripPoint,
  type TViewTripResponse,
} from '@busdesk/api-contract';
import type { SeatContext } from '../seat-map/seat-rules';

/** Whose trip this is: the agency whose tickets are "own" and the user whose seat locks are "mine". */
export interface LiveTripViewer {
  userId: string;
  partnerId: string;
}

/** What a live trip shows (the opened trip, the widget's map), kept current by live events (001 §4 'Live updates'). */
export interface LiveTripData {
  trip: TTripDetail;
  points: TTripPoint[];
  /** The agency's own active tickets on the trip. */
  tickets: TTicket[];
  /** Seats other agencies hold: status only, never the passenger. */
  otherSeats: TOccupiedSeat[];
  seatLocks: TSeatLockRecord[];
  /** serverTime − browser time at the last load: countdowns use the server's clock, not the machine's. */
  serverOffset: number;
}

export function fromViewTrip(response: TViewTripResponse, browserNow: number): LiveTripData {
  return {
    trip: response.trip,
    points: response.points,
    tickets: response.tickets.filter((t) => t.ticketStatus !== TicketStatus.CANCELLED),
    otherSeats: response.otherSeats,
    seatLocks: response.seatLocks,
    serverOffset: response.serverTime - browserNow,
  };
}

/** Inserts or replaces tickets by id; a cancelled one (status 0) leaves the list. */
export function upsertTickets(current: readonly TTicket[], changed: readonly TTicket[]): TTicket[] {
  const byId = new Map(current.map((t) => [t.ticketId, t]));
  for (const ticket of changed) {
    if (ticket.ticketStatus === TicketStatus.CANCELLED) byId.delete(ticket.ticketId);
    else byId.set(ticket.ticketId, ticket);
  }
  return [...byId.values()];
}

export function mergeTickets(data: LiveTripData, changed: readonly TTicket[]): LiveTripData {
  const own = changed.filter((t) => t.tripId === data.trip.tripId);
  if (own.length === 0) return data;
  return { ...data, tickets: upsertTickets(data.tickets, own) };
}

export interface EventOutcome {
  data: LiveTripData;
  /** The event could not be applied in full (a ticket without every field, a seat we have no ticket for): refetch. */
  needsRefetch: boolean;
}

/**
 * changed-tickets: insert or replace each ticket of this trip, remove it at status 0. The event schema is loose
 * (a lighter publisher may send only some fields); a ticket that is not a whole ticket is applied by refetching.
 */
export function applyChangedTickets(data: LiveTripData, event: TChangedTicketsEvent): EventOutcome {
  const tripId = data.trip.tripId;
  if (event.tripId !== undefined && event.tripId !== tripId) return { data, needsRefetch: false };
  const changed: TTicket[] = [];
  const cancelled = new Set<string>();
  let needsRefetch = false;
  for (const lite of event.tickets) {
    if ((lite.tripId ?? event.tripId) !== tripId) continue;
    if (lite.ticketStatus === TicketStatus.CANCELLED) {
      cancelled.add(lite.ticketId);
      continue;
    }
    const parsed = ZTicket.safeParse(lite);
    if (parsed.success) changed.push(parsed.data);
    else needsRefetch = true;
  }
  if (changed.length === 0 && cancelled.size === 0) return { data, needsRefetch };
  const kept = data.tickets.filter((t) => !cancelled.has(t.ticketId));
  return { data: { ...data, tickets: upsertTickets(kept, changed) }, needsRefetch };
}

export function applyRemovedTickets(data: LiveTripData, event: TRemovedTicketsEvent): LiveTripData {
  if (event.tripId !== undefined && event.tripId !== data.trip.tripId) return data;
  const removed = new Set(event.ticketIds);
  if (!data.tickets.some((t) => removed.has(t.ticketId))) return data;
  return { ...data, tickets: data.tickets.filter((t) => !removed.has(t.ticketId)) };
}

/** Whether the agency's tickets show a seat in the state a seat-status event reported for it. */
export function ownSeatAgrees(tickets: readonly TTicket[], seatId: string, ticketStatus: number): boolean {
  const own = tickets.filter((t) => t.seatId === seatId);
  return ticketStatus === TicketStatus.CANCELLED ? own.length === 0 : own.some((t) => t.ticketStatus === ticketStatus);
}

/**
 * seat-status: other agencies' seats update `otherSeats` (status 0 frees the seat). The agency's own seats
 * arrive with their whole ticket on the partner topic; when the two disagree (the ticket event was missed or is
 * late) the caller refetches the trip's tickets.
 */
export function applySeatStatus(
  data: LiveTripData,
  event: TSeatStatusEvent,
  ownPartnerId: string,
): EventOutcome & { ownSeats: TOccupiedSeat[] } {
  if (event.tripId !== data.trip.tripId) return { data, needsRefetch: false, ownSeats: [] };
  const others = new Map(data.otherSeats.map((s) => [s.seatId, s]));
  let needsRefetch = false;
  const ownSeats: TOccupiedSeat[] = [];
  for (const seat of event.seats) {
    if (seat.partnerId === ownPartnerId) {
      // Our own seat is never "another agency's" seat, whatever an older event said.
      others.delete(seat.seatId);
      if (!ownSeatAgrees(data.tickets, seat.seatId, seat.ticketStatus)) {
        needsRefetch = true;
        ownSeats.push({ seatId: seat.seatId, ticketStatus: seat.ticketStatus });
      }
    } else if (seat.ticketStatus === TicketStatus.CANCELLED) {
      others.delete(seat.seatId);
    } else {
      others.set(seat.seatId, { seatId: seat.seatId, ticketStatus: seat.ticketStatus });
    }
  }
  return { data: { ...data, otherSeats: [...others.values()] }, needsRefetch, ownSeats };
}

/** lock-seat (retained): the whole current list of real-time seat locks of the trip. */
export function applyLockSeat(data: LiveTripData, event: TLockSeatEvent): LiveTripData {
  if (event.tripId !== data.trip.tripId) return data;
  return { ...data, seatLocks: event.records };
}

export function applyTripTickets(data: LiveTripData, answer: { tickets: TTicket[]; otherSeats: TOccupiedSeat[] }): LiveTripData {
  return {
    ...data,
    tickets: answer.tickets.filter((t) => t.ticketStatus !== TicketStatus.CANCELLED),
    otherSeats: answer.otherSeats,
  };
}

/** The seat rules' view of the trip (../seat-map/seat-rules.ts) for the viewer, `now` on the server's clock. */
export function seatContextOf(data: LiveTripData, viewer: LiveTripViewer, now: number): SeatContext {
  return {
    seats: data.trip.seatMap,
    companyLockedSeatIds: data.trip.lockSeat.map((s) => s.seatId),
    tickets: data.tickets,
    otherSeats: data.otherSeats,
    seatLocks: data.seatLocks,
    currentUserId: viewer.userId,
    currentPartnerId: viewer.partnerId,
    routePointIds: [...data.points].sort((a, b) => a.order - b.order).map((p) => p.pointId),
    now,
  };
}
