import {
  isHoldExpiredWithDeposit,
  isSellableSeatType,
  isTicketHoldExpired,
  MSG,
  TicketStatus,
  TOP_POINTS_SHOWN,
  type TOccupiedSeat,
  type TSeat,
  type TTicket,
  type TTripPoint,
} from '@busdesk/api-contract';

/**
 * The agency's tickets the screen shows: active, and not an unpaid hold whose time has passed (001 §4: such a
 * ticket expires and is hidden). The passenger list, the money summary and the points summary all use this list,
 * so their totals agree.
 */
export function visibleTickets(tickets: readonly TTicket[], now: number): TTicket[] {
  return tickets.filter((t) => t.ticketStatus !== TicketStatus.CANCELLED && !isTicketHoldExpired(t, now));
}

const isHeldStatus = (s: number) => s === TicketStatus.BOOKED || s === TicketStatus.COMPANY_HELD;
const isPaidStatus = (s: number) => s === TicketStatus.PAID || s === TicketStatus.ON_TRIP || s === TicketStatus.COMPLETED;

/**
 * The two scopes of the summary (issue 11 item 12), each named where it is shown: the seats count the whole trip —
 * every agency's and the company's sales, as the seat map shows them; the money counts only the agency's own
 * tickets, the rows of its passenger list (it never sees another agency's prices).
 */
export interface SeatSummary {
  total: number;
  booked: number;
  paid: number;
  free: number;
  selected: number;
}

export interface SeatSummaryInput {
  seats: readonly TSeat[];
  companyLockedSeatIds: readonly string[];
  /** visible own tickets */
  tickets: readonly TTicket[];
  otherSeats: readonly TOccupiedSeat[];
  selectedSeatIds: readonly string[];
  selectedTickets: readonly TTicket[];
}

/** Seats of the trip by state; total = booked + paid + free + company-locked, over sellable seats only. */
export function seatSummary(input: SeatSummaryInput): SeatSummary {
  const sellable = new Set(input.seats.filter((s) => isSellableSeatType(s.seatType)).map((s) => s.seatId));
  const status = new Map<string, number>();
  for (const seat of input.otherSeats) if (sellable.has(seat.seatId)) status.set(seat.seatId, seat.ticketStatus);
  for (const ticket of input.tickets) if (sellable.has(ticket.seatId)) status.set(ticket.seatId, ticket.ticketStatus);
  let booked = 0;
  let paid = 0;
  for (const s of status.values()) {
    if (isPaidStatus(s)) paid += 1;
    else if (isHeldStatus(s)) booked += 1;
  }
  const locked = input.companyLockedSeatIds.filter((id) => sellable.has(id) && !status.has(id)).length;
  const selected = new Set([...input.selectedSeatIds, ...input.selectedTickets.map((t) => t.seatId)]).size;
  return { total: sellable.size, booked, paid, free: sellable.size - booked - paid - locked, selected };
}

export interface MoneySummary {
  /** The agency's own tickets counted. */
  count: number;
  /** Sum of agencyPrice, đồng */
  total: number;
  paid: number;
  remaining: number;
  /** Of them, expired holds with a deposit still to be settled (ADR 0047). */
  expiredHolds: number;
}

/** Money of the agency's own tickets: exactly the sums of the passenger list's rows. */
export function moneySummary(rows: readonly TTicket[], now: number): MoneySummary {
  let total = 0;
  let paid = 0;
  let expiredHolds = 0;
  for (const t of rows) {
    total += t.agencyPrice;
    paid += t.paidMoney;
    if (isHoldExpiredWithDeposit(t, now)) expiredHolds += 1;
  }
  return { count: rows.length, total, paid, remaining: total - paid, expiredHolds };
}

export interface PointCount {
  /** point id, or '' for the grouped rest */
  pointId: string;
  name: string;
  count: number;
}

const REST_ID = '';

/**
 * Tickets counted by pick-up point (001 §2.1): the TOP_POINTS_SHOWN busiest points by count (ties in route
 * order), the rest grouped as 'Các điểm còn lại'. The counts always add up to the number of tickets.
 */
export function pointsSummary(tickets: readonly TTicket[], points: readonly TTripPoint[]): PointCount[] {
  const order = new Map(points.map((p) => [p.pointId, p.order]));
  const counts = new Map<string, PointCount>();
  let unknown = 0;
  for (const t of tickets) {
    const id = t.pointUp?.id;
    if (!id) {
      unknown += 1;
      continue;
    }
    const name = points.find((p) => p.pointId === id)?.name ?? t.pointUp?.name ?? id;
    const entry = counts.get(id) ?? { pointId: id, name, count: 0 };
    entry.count += 1;
    counts.set(id, entry);
  }
  const ranked = [...counts.values()].sort(
    (a, b) =>
      b.count - a.count ||
      (order.get(a.pointId) ?? Number.MAX_SAFE_INTEGER) - (order.get(b.pointId) ?? Number.MAX_SAFE_INTEGER) ||
      a.name.localeCompare(b.name, 'vi'),
  );
  const top = ranked.slice(0, TOP_POINTS_SHOWN);
  const rest = ranked.slice(TOP_POINTS_SHOWN).reduce((n, p) => n + p.count, 0) + unknown;
  return rest > 0 ? [...top, { pointId: REST_ID, name: MSG.sales.otherPoints, count: rest }] : top;
}
