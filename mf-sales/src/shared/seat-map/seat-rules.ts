import {
  isHoldExpiredWithDeposit,
  isSellableSeatType,
  isTicketHoldExpired,
  MSG,
  SEAT_MAP_MARK,
  TicketStatus,
  type TOccupiedSeat,
  type TSeat,
  type TSeatLockRecord,
  type TTicket,
} from '@busdesk/api-contract';
import { SEAT_REFUSAL } from './labels';
import type { SeatDisplayState } from './seat-display-state';

/**
 * The seat rules of 001 §4, as pure functions of what the screen knows about a trip, so the portal's trip detail,
 * the embeddable widget and the tests all apply the same rules.
 */

export interface SeatContext {
  seats: TSeat[];
  /** Seats the company locked: never sellable. */
  companyLockedSeatIds: readonly string[];
  /** The agency's own tickets on the trip (cancelled and expired zero-paid holds are ignored here anyway). */
  tickets: readonly TTicket[];
  /** Seats other agencies sold: status only, no passenger. */
  otherSeats: readonly TOccupiedSeat[];
  /** Real-time seat locks of every user on the trip (trip/{id}/lockSeat). */
  seatLocks: readonly TSeatLockRecord[];
  currentUserId: string;
  currentPartnerId: string;
  /** The route's stops in order, for the one-way state. */
  routePointIds: readonly string[];
  /** epoch ms (the server's clock where known): decides expired holds and expired seat locks. */
  now: number;
}

export interface SeatDisplay {
  state: SeatDisplayState;
  /** The agency's ticket on the seat, if any. */
  ticket?: TTicket;
  /** The seat carries a ticket of the user's own agency. */
  own: boolean;
  /** The ticket does not run from the route's first stop to its last. */
  oneWay: boolean;
  /** What the seat shows after its id: 'G Lan' (a booking and its passenger), 'T 0901234567', 'G' (another agency's); else the id. */
  label: string;
  /** 001 §4's mark of a ticket on the seat: G booked (2 or 7), T paid. */
  mark?: 'G' | 'T';
  /** The passenger of the agency's own ticket as the tile shows it: the given name, else the phone. */
  who?: string;
  /** The passenger's full name when the tile shows only part of it (the aria-label and tooltip say it whole). */
  fullName?: string;
  /** How the agency's ticket shows when not selected (a selected ticket still says what it is). */
  ticketState?: ReturnType<typeof ticketSeatState>;
}

export type SeatCheck = { ok: true } | { ok: false; reason: string };

/** Seats picked on the map; ticketIds are the agency's existing tickets selected (one group). */
export interface Selection {
  seatIds: string[];
  ticketIds: string[];
}

export const EMPTY_SELECTION: Selection = { seatIds: [], ticketIds: [] };

const BOOKED_STATUSES: readonly number[] = [TicketStatus.BOOKED, TicketStatus.COMPANY_HELD];
const PAID_STATUSES: readonly number[] = [TicketStatus.PAID, TicketStatus.ON_TRIP, TicketStatus.COMPLETED];

export const isPaidStatus = (status: number): boolean => PAID_STATUSES.includes(status);
export const isBookedStatus = (status: number): boolean => BOOKED_STATUSES.includes(status);

/** A ticket that still occupies its seat: not cancelled, and not a zero-paid hold whose time has passed. */
export function occupiesSeat(ticket: TTicket, now: number): boolean {
  return ticket.ticketStatus !== TicketStatus.CANCELLED && !isTicketHoldExpired(ticket, now);
}

/** The agency's ticket occupying a seat, if any. */
export function ticketOnSeat(seatId: string, ctx: SeatContext): TTicket | undefined {
  return ctx.tickets.find((t) => t.seatId === seatId && occupiesSeat(t, ctx.now));
}

const otherSeatOn = (seatId: string, ctx: SeatContext): TOccupiedSeat | undefined =>
  ctx.otherSeats.find((s) => s.seatId === seatId && s.ticketStatus !== TicketStatus.CANCELLED);

/** Whether another user (not the current one) holds the seat with an unexpired real-time lock. */
export function isHeldByOther(seatId: string, ctx: SeatContext): boolean {
  return ctx.seatLocks.some(
    (lock) => lock.userId !== ctx.currentUserId && lock.expiresAt > ctx.now && lock.listSeatId.includes(seatId),
  );
}

/** One-way: the ticket boards after the first stop or leaves before the last. */
export function isOneWay(ticket: TTicket, routePointIds: readonly string[]): boolean {
  if (routePointIds.length < 2) return false;
  const first = routePointIds[0];
  const last = routePointIds[routePointIds.length - 1];
  return (ticket.pointUp !== null && ticket.pointUp.id !== first) || (ticket.pointDown !== null && ticket.pointDown.id !== last);
}

/** How a ticket of the agency shows when not selected. */
export function ticketSeatState(ticket: TTicket, now: number): 'booked' | 'deposit' | 'paid' | 'expiredHold' {
  if (isPaidStatus(ticket.ticketStatus)) return 'paid';
  if (isHoldExpiredWithDeposit(ticket, now)) return 'expiredHold';
  if (ticket.paidMoney > 0 && ticket.paidMoney < ticket.agencyPrice) return 'deposit';
  return 'booked';
}

const markOf = (ticketStatus: number): 'G' | 'T' =>
  isPaidStatus(ticketStatus) ? 'T' : (SEAT_MAP_MARK[ticketStatus as keyof typeof SEAT_MAP_MARK] ?? 'G');

/**
 * The passenger as a small tile can show them (ADR 0044): a Vietnamese name's given name is its last word
 * ('Trần Thị Lan' → 'Lan'); without a name, the phone.
 */
export function passengerShown(ticket: Pick<TTicket, 'fullName' | 'phoneNumber'>): { who?: string; fullName?: string } {
  const name = ticket.fullName?.trim().replace(/\s+/g, ' ');
  if (name) {
    const given = name.split(' ').at(-1)!;
    return given === name ? { who: name } : { who: given, fullName: name };
  }
  const phone = ticket.phoneNumber?.trim();
  return phone ? { who: phone } : {};
}

/**
 * How a seat shows. Precedence: what is sold is the truth (own ticket, then another agency's), then the company's
 * lock, then another user's real-time hold, then the current selection. The agency's own tickets show their
 * passenger (given name, else phone) after the G/T mark; other agencies' only the mark (never their passengers).
 */
export function seatDisplay(seatId: string, ctx: SeatContext, selectedSeatIds: readonly string[]): SeatDisplay {
  const seat = ctx.seats.find((s) => s.seatId === seatId);
  const selected = selectedSeatIds.includes(seatId);
  if (!seat || !isSellableSeatType(seat.seatType)) return { state: 'notSellable', own: false, oneWay: false, label: seatId };
  const ticket = ticketOnSeat(seatId, ctx);
  if (ticket) {
    const mark = markOf(ticket.ticketStatus);
    const ticketState = ticketSeatState(ticket, ctx.now);
    const { who, fullName } = passengerShown(ticket);
    return {
      state: selected ? 'selected' : ticketState,
      ticketState,
      ticket,
      own: true,
      oneWay: isOneWay(ticket, ctx.routePointIds),
      label: who ? `${mark} ${who}` : mark,
      mark,
      ...(who ? { who } : {}),
      ...(fullName ? { fullName } : {}),
    };
  }
  const other = otherSeatOn(seatId, ctx);
  if (other) {
    const mark = markOf(other.ticketStatus);
    return { state: 'otherAgency', own: false, oneWay: false, label: mark, mark };
  }
  if (ctx.companyLockedSeatIds.includes(seatId)) return { state: 'locked', own: false, oneWay: false, label: seatId };
  if (isHeldByOther(seatId, ctx)) return { state: 'heldByOther', own: false, oneWay: false, label: seatId };
  return { state: selected ? 'selected' : 'free', own: false, oneWay: false, label: seatId };
}

/** A seat's display without its passenger (the embeddable widget, which may be shown to the public): the mark alone. */
export function withoutPassenger(display: SeatDisplay): SeatDisplay {
  if (!display.who) return display;
  const { who: _who, fullName: _fullName, ...rest } = display;
  return { ...rest, label: display.mark ?? display.label };
}

/** Whether the user may pick the seat (a free seat, or a seat with the agency's own ticket), with the reason if not. */
export function canSelectSeat(seatId: string, ctx: SeatContext): SeatCheck {
  const seat = ctx.seats.find((s) => s.seatId === seatId);
  if (!seat) return { ok: false, reason: SEAT_REFUSAL.unknown(seatId) };
  if (!isSellableSeatType(seat.seatType)) return { ok: false, reason: SEAT_REFUSAL.notSellable(seatId) };
  if (ticketOnSeat(seatId, ctx)) return { ok: true };
  if (otherSeatOn(seatId, ctx)) return { ok: false, reason: SEAT_REFUSAL.otherAgency(seatId) };
  if (ctx.companyLockedSeatIds.includes(seatId)) return { ok: false, reason: SEAT_REFUSAL.companyLocked(seatId) };
  if (isHeldByOther(seatId, ctx)) return { ok: false, reason: SEAT_REFUSAL.heldByOther(seatId) };
  return { ok: true };
}

/** The agency's tickets of the group (same ticketCode) still on the trip, in seat order. */
export function groupOf(ticket: TTicket, ctx: SeatContext): TTicket[] {
  return ctx.tickets
    .filter((t) => t.ticketCode === ticket.ticketCode && occupiesSeat(t, ctx.now))
    .sort((a, b) => a.seatId.localeCompare(b.seatId));
}

/**
 * A click (or Space/Enter) on a seat. A free seat toggles, but first clears a selection of existing tickets (001
 * §4: choosing a new seat while tickets are selected clears the selection). A seat with the agency's ticket
 * selects its whole group, warning of the count; clicking it again clears. A seat that cannot be selected leaves
 * the selection as it was and says why.
 */
export function applySeatClick(selection: Selection, seatId: string, ctx: SeatContext): { selection: Selection; warning?: string } {
  const check = canSelectSeat(seatId, ctx);
  if (!check.ok) return { selection, warning: check.reason };
  const ticket = ticketOnSeat(seatId, ctx);
  if (ticket) {
    if (selection.ticketIds.includes(ticket.ticketId)) return { selection: EMPTY_SELECTION };
    const group = groupOf(ticket, ctx);
    const next = { seatIds: group.map((t) => t.seatId), ticketIds: group.map((t) => t.ticketId) };
    return group.length > 1 ? { selection: next, warning: MSG.sales.groupTickets(group.length) } : { selection: next };
  }
  if (selection.ticketIds.length > 0) return { selection: { seatIds: [seatId], ticketIds: [] } };
  const seatIds = selection.seatIds.includes(seatId)
    ? selection.seatIds.filter((id) => id !== seatId)
    : [...selection.seatIds, seatId];
  return { selection: { seatIds, ticketIds: [] } };
}

/** The agency's tickets in the selection (that are still on the trip). */
export function selectedTickets(selection: Selection, ctx: SeatContext): TTicket[] {
  return ctx.tickets.filter((t) => selection.ticketIds.includes(t.ticketId) && occupiesSeat(t, ctx.now));
}

/** A paid ticket in the selection disables editing (001 §2.1, §4). */
export function selectionHasPaidTicket(selection: Selection, ctx: SeatContext): boolean {
  return selectedTickets(selection, ctx).some((t) => isPaidStatus(t.ticketStatus));
}

/**
 * The selection after the trip changed under it (a live update, a refetch): seats someone else took and tickets
 * that left the trip drop out, so the screen never acts on a seat it can no longer have.
 */
export function reconcileSelection(selection: Selection, ctx: SeatContext): Selection {
  if (selection.ticketIds.length > 0) {
    const ticketIds = selection.ticketIds.filter((id) => ctx.tickets.some((t) => t.ticketId === id && occupiesSeat(t, ctx.now)));
    if (ticketIds.length === 0) return EMPTY_SELECTION;
    const seatIds = ctx.tickets.filter((t) => ticketIds.includes(t.ticketId)).map((t) => t.seatId);
    return ticketIds.length === selection.ticketIds.length ? selection : { seatIds, ticketIds };
  }
  const seatIds = selection.seatIds.filter((id) => !ticketOnSeat(id, ctx) && canSelectSeat(id, ctx).ok);
  return seatIds.length === selection.seatIds.length ? selection : { seatIds, ticketIds: [] };
}
