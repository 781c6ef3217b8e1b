import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  MSG,
  PointType,
  TripStatus,
  parsePartnerConfig,
  pointTypeHasAddress,
  pointTypeNeedsAddress,
  pointTypeNeedsTransshipment,
  type TPartnerConfig,
} from '@busdesk/api-contract';
import type { LockedSeat, PartnerLock, SeatLayoutSeat, TicketPoint, TransshipmentRef } from '../db/schema/index';
import { HttpError, badRequest, notFound } from '../lib/http-error';
import { inList } from './authorised-routes';
import type { RouteStop, SqlRunner } from './pricing';

/** The trip as the booking lifecycle needs it; only trips on the session's authorised routes are ever loaded. */
export interface SaleTrip {
  id: string;
  companyId: string;
  routeId: string;
  routeName: string;
  startDate: number;
  startTime: number;
  tripStatus: number;
  seatMap: SeatLayoutSeat[];
  lockSeat: LockedSeat[];
  partnerLocks: PartnerLock[];
  timePartnerHolder: number;
  timePartnerLockBooking: number;
  timePartnerAllowCancel: number;
  numberPlate: string | null;
  /** The route and vehicle columns a ticket row is read with (ticket-rows.ts), to answer without a re-read. */
  joined: {
    route_name: string;
    route_name_short: string | null;
    route_form_invoice: string | null;
    route_serial_invoice: string | null;
    number_plate: string | null;
    trip_code: string | null;
  };
}

const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

export interface SaleTripRow extends Record<string, unknown> {
  id: string;
  company_id: string;
  route_id: string;
  route_name: string;
  start_date: number;
  start_time: number;
  trip_status: number;
  seat_map: unknown;
  lock_seat: unknown;
  partner_locks: unknown;
  time_partner_holder: number;
  time_partner_lock_booking: number;
  time_partner_allow_cancel: number;
  number_plate: string | null;
  route_name_short: string | null;
  route_form_invoice: string | null;
  route_serial_invoice: string | null;
  trip_code: string | null;
}

export const SALE_TRIP_COLUMNS = sql`tr.id, tr.company_id, tr.route_id, r.name as route_name, tr.start_date, tr.start_time, tr.trip_status,
      tr.seat_map, tr.lock_seat, tr.partner_locks, tr.time_partner_holder, tr.time_partner_lock_booking,
      tr.time_partner_allow_cancel, v.number_plate, r.name_short as route_name_short, r.form_invoice as route_form_invoice,
      r.serial_invoice as route_serial_invoice, tr.trip_code`;
const saleTripFrom = (tripId: string, routeIds: readonly string[]) => sql`
    from trips tr join routes r on r.id = tr.route_id left join vehicles v on v.id = tr.vehicle_id
    where tr.id = ${tripId} and tr.route_id in ${inList(routeIds)}`;

export function toSaleTrip(row: SaleTripRow): SaleTrip {
  return {
    id: row.id,
    companyId: row.company_id,
    routeId: row.route_id,
    routeName: row.route_name,
    startDate: row.start_date,
    startTime: row.start_time,
    tripStatus: row.trip_status,
    seatMap: json<SeatLayoutSeat[]>(row.seat_map) ?? [],
    lockSeat: json<LockedSeat[]>(row.lock_seat) ?? [],
    partnerLocks: json<PartnerLock[]>(row.partner_locks) ?? [],
    timePartnerHolder: row.time_partner_holder,
    timePartnerLockBooking: row.time_partner_lock_booking,
    timePartnerAllowCancel: row.time_partner_allow_cancel,
    numberPlate: row.number_plate,
    joined: {
      route_name: row.route_name,
      route_name_short: row.route_name_short,
      route_form_invoice: row.route_form_invoice,
      route_serial_invoice: row.route_serial_invoice,
      number_plate: row.number_plate,
      trip_code: row.trip_code,
    },
  };
}

/** 404 for a trip that does not exist and for one on a route the session may not sell: indistinguishable. */
export async function loadSaleTrip(runner: SqlRunner, tripId: string, routeIds: readonly string[]): Promise<SaleTrip> {
  const [row] = await runner.rows<SaleTripRow>(sql`select ${SALE_TRIP_COLUMNS} ${saleTripFrom(tripId, routeIds)}`);
  if (!row) throw notFound();
  return toSaleTrip(row);
}

/**
 * What every booking or update must pass on the trip itself (001 §4–§5): not departed, not locked by this
 * agency for itself, and still outside the lock-before-departure window. The server enforces the window, not
 * only the form.
 */
export function assertTripOpenForSale(trip: SaleTrip, partnerId: string, now: number): void {
  if (trip.tripStatus >= TripStatus.ON_TRIP) throw badRequest(MSG.sales.tripDeparted);
  if (trip.partnerLocks.some((l) => l.partnerId === partnerId && l.lockType === 1)) throw badRequest(MSG.sales.tripLocked);
  if (now > trip.startTime - trip.timePartnerLockBooking) throw badRequest(MSG.sales.bookingLocked);
}

/** Cancelling closes timePartnerAllowCancel before departure (001 §5) and never reopens after it. */
export function assertTripOpenForCancel(trip: SaleTrip, now: number): void {
  if (trip.tripStatus >= TripStatus.ON_TRIP || now > trip.startTime - trip.timePartnerAllowCancel) throw badRequest(MSG.sales.cancelLocked);
}

export interface SalePartner {
  id: string;
  name: string;
  config: TPartnerConfig;
}

export async function loadSalePartner(runner: SqlRunner, partnerId: string): Promise<SalePartner> {
  const [row] = await runner.rows<{ id: string; name: string; config: string }>(sql`select id, name, config from partners where id = ${partnerId}`);
  if (!row) throw notFound();
  return { id: row.id, name: row.name, config: parsePartnerConfig(row.config) };
}

/** A pick-up or drop-off as the request gives it. */
export interface PointChoice {
  id: string;
  pointType: number;
  address?: string | null | undefined;
  transshipmentId?: string | null | undefined;
}

/** A pick-up or drop-off as the ticket stores it. */
export interface ResolvedPoint {
  point: TicketPoint;
  pointType: number;
  address: string | null;
  transshipmentId: string | null;
}

/**
 * The pick-up/drop-off rules of 001 §4–§5, in the order the form checks them: a type the agency offers
 * (partner config pointType), an address for 'at home', a transshipment point for type 3. Returns the first
 * message, or null when the point is acceptable.
 */
export function pointRuleError(side: 'up' | 'down', choice: PointChoice, config: TPartnerConfig): string | null {
  if (!config.pointType.some((p) => p.value === choice.pointType)) return MSG.sales.pointTypeNotAllowed;
  if (pointTypeNeedsAddress(choice.pointType) && !choice.address?.trim()) {
    return side === 'up' ? MSG.sales.homeUpAddressRequired : MSG.sales.homeDownAddressRequired;
  }
  if (pointTypeNeedsTransshipment(choice.pointType) && !choice.transshipmentId) {
    return side === 'up' ? MSG.sales.transshipUpRequired : MSG.sales.transshipDownRequired;
  }
  return null;
}

/** The stored point: names come from the route, an address only for types that carry one, a transshipment only for type 3. */
export function resolvePoint(choice: PointChoice, stop: RouteStop, transshipment: TransshipmentRef | null): ResolvedPoint {
  const address = pointTypeHasAddress(choice.pointType) ? (choice.address?.trim() ?? null) : null;
  const isTransshipment = choice.pointType === PointType.TRANSSHIPMENT;
  return {
    point: {
      id: stop.pointId,
      name: stop.name,
      address: address ?? stop.address,
      pointType: choice.pointType,
      transshipmentId: isTransshipment ? (transshipment?.id ?? null) : null,
      transshipmentPrice: isTransshipment ? (transshipment?.transshipmentPrice ?? 0) : 0,
    },
    pointType: choice.pointType,
    address,
    transshipmentId: isTransshipment ? (transshipment?.id ?? null) : null,
  };
}

/** Type 3 only: the transshipment id that counts for the price (leaving type 3 drops it). */
export const transshipmentIdOf = (choice: PointChoice): string | null =>
  pointTypeNeedsTransshipment(choice.pointType) ? (choice.transshipmentId ?? null) : null;

/** The 409 of the seat guard (DESIGN §5), naming the seats. */
export const seatConflict = (seatIds: readonly string[]) =>
  new HttpError(409, MSG.server.seatConflict([...seatIds].sort().join(', ')), { seatIds: [...seatIds].sort() });

/** Seats of the trip occupied right now by an active ticket (after a lost race, to name them). */
export async function occupiedSeats(runner: SqlRunner, tripId: string, seatIds: readonly string[]): Promise<string[]> {
  const rows = await runner.rows<{ seat_id: string }>(sql`
    select seat_id from tickets where trip_id = ${tripId} and seat_id in ${inList(seatIds)} and ticket_status <> 0 and released_at is null`);
  return rows.map((r) => r.seat_id);
}

/** A readable group code shared by the tickets of one booking (001 §3 ticketCode). */
export function newTicketCode(now: number = Date.now()): string {
  // Time plus 25 random bits: two bookings in the same millisecond still get different codes.
  const random = randomInt(36 ** 5)
    .toString(36)
    .padStart(5, '0');
  return `VX${now.toString(36)}${random}`.toUpperCase();
}

/** The state of an own ticket that the lifecycle rules look at. */
export interface OwnTicketState {
  id: string;
  ticketCode: string;
  tripId: string;
  seatId: string;
  ticketStatus: number;
  released: boolean;
  agencyPrice: number;
  paidMoney: number;
  phoneNumber: string | null;
}

/**
 * The agency's own tickets by id on routes the session may sell; any id that is missing, another agency's or
 * on another route makes the whole call 404 (all-or-nothing, and nothing about the others leaks).
 */
export async function loadOwnTicketStates(
  runner: SqlRunner,
  session: { partnerId: string },
  routeIds: readonly string[],
  ticketIds: readonly string[],
): Promise<OwnTicketState[]> {
  const wanted = [...new Set(ticketIds)];
  const rows = await runner.rows<{
    id: string;
    ticket_code: string;
    trip_id: string;
    seat_id: string;
    ticket_status: number;
    released_at: number | null;
    agency_price: number;
    paid_money: number;
    phone_number: string | null;
  }>(sql`
    select t.id, t.ticket_code, t.trip_id, t.seat_id, t.ticket_status, t.released_at, t.agency_price, t.paid_money, t.phone_number
    from tickets t
    where t.id in ${inList(wanted)} and t.partner_id = ${session.partnerId} and t.route_id in ${inList(routeIds)}`);
  if (rows.length !== wanted.length) throw notFound();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return wanted.map((id) => {
    const r = byId.get(id)!;
    return {
      id: r.id,
      ticketCode: r.ticket_code,
      tripId: r.trip_id,
      seatId: r.seat_id,
      ticketStatus: r.ticket_status,
      released: r.released_at !== null,
      agencyPrice: r.agency_price,
      paidMoney: r.paid_money,
      phoneNumber: r.phone_number,
    };
  });
}

/** Cancelled tickets and released (expired) holds are history: nothing may change them any more. */
export const isClosedTicket = (t: Pick<OwnTicketState, 'ticketStatus' | 'released'>): boolean => t.ticketStatus === 0 || t.released;
