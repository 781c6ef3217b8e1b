import { randomInt } from 'node:crypto';
import {
  isBookingLocked,
  isCancelLocked,
  MSG,
  PointType,
  TripStatus,
  pointTypeHasAddress,
  pointTypeNeedsAddress,
  pointTypeNeedsTransshipment,
  type TPartnerConfig,
} from '@busdesk/api-contract';
import type { TicketPoint, TransshipmentRef } from '../db/schema/index';
import { HttpError, badRequest } from '../lib/http-error';
import type { OwnTicketState } from '../repositories/tickets-repository';
import type { SaleTrip } from '../repositories/trips-repository';
import type { RouteStop } from './pricing';

/**
 * What every booking or update must pass on the trip itself (001 §4–§5): not departed, not locked by this
 * agency for itself, and still outside the lock-before-departure window. The server enforces the window, not
 * only the form.
 */
export function assertTripOpenForSale(trip: SaleTrip, partnerId: string, now: number): void {
  if (trip.tripStatus >= TripStatus.ON_TRIP) throw badRequest(MSG.sales.tripDeparted);
  if (trip.partnerLocks.some((l) => l.partnerId === partnerId && l.lockType === 1)) throw badRequest(MSG.sales.tripLocked);
  if (isBookingLocked(trip, now)) throw badRequest(MSG.sales.bookingLocked);
}

/** Cancelling closes timePartnerAllowCancel before departure (001 §5) and never reopens after it. */
export function assertTripOpenForCancel(trip: SaleTrip, now: number): void {
  if (trip.tripStatus >= TripStatus.ON_TRIP || isCancelLocked(trip, now)) throw badRequest(MSG.sales.cancelLocked);
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

/** A readable group code shared by the tickets of one booking (001 §3 ticketCode). */
export function newTicketCode(now: number = Date.now()): string {
  // Time plus 25 random bits: two bookings in the same millisecond still get different codes.
  const random = randomInt(36 ** 5)
    .toString(36)
    .padStart(5, '0');
  return `VX${now.toString(36)}${random}`.toUpperCase();
}

/** Cancelled tickets and released (expired) holds are history: nothing may change them any more. */
export const isClosedTicket = (t: Pick<OwnTicketState, 'ticketStatus' | 'released'>): boolean => t.ticketStatus === 0 || t.released;
