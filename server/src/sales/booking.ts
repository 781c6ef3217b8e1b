import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { MSG, TicketLogAction, TicketStatus, isSellableSeatType, type ZBookRequest } from '@busdesk/api-contract';
import { actorOf, type Actor, type Change, type SendFlags } from '../changes/change';
import type { TicketLogEntry } from '../db/schema/index';
import { badRequest, HttpError, notFound, sqlState } from '../lib/http-error';
import type { SessionContext } from '../repositories/sessions-repository';
import { toTicket, type NewTicketLogRow, type NewTicketRow } from '../repositories/ticket-row';
import type { TicketsRepository } from '../repositories/tickets-repository';
import type { SaleTrip } from '../repositories/trips-repository';
import { assertTripOpenForSale, newTicketCode, pointRuleError, resolvePoint, seatConflict, transshipmentIdOf } from './booking-rules';
import { priceSeat, PricingError, type PricedSeat } from './pricing';
import type { SalesDeps } from './sales-deps';

type BookInput = z.output<typeof ZBookRequest>;
type SeatInput = BookInput['informationsBySeats'][number];

/** The 001 §3 log fields of a ticket as it now stands (history dialog). */
export function ticketLogFields(t: {
  seatId: string;
  fullName: string | null;
  phoneNumber: string | null;
  note: string | null;
  pointUpName: string | null;
  pointDownName: string | null;
  ticketStatus: number;
  routeName: string;
  getInTime: number | null;
  agencyPrice: number;
  paidMoney: number;
  numberPlate: string | null;
  agency: string | null;
  requireInvoiceStatus: number;
}): TicketLogEntry[] {
  return [
    { field: 'seatIds', value: t.seatId },
    { field: 'fullName', value: t.fullName },
    { field: 'phoneNumber', value: t.phoneNumber },
    { field: 'note', value: t.note },
    { field: 'pointUp', value: t.pointUpName },
    { field: 'pointDown', value: t.pointDownName },
    { field: 'ticketStatus', value: t.ticketStatus },
    { field: 'routeInfo', value: t.routeName },
    { field: 'getInTime', value: t.getInTime },
    { field: 'agencyPrice', value: t.agencyPrice },
    { field: 'paidMoney', value: t.paidMoney },
    { field: 'numberPlate', value: t.numberPlate },
    { field: 'agency', value: t.agency },
    { field: 'requireInvoiceStatus', value: t.requireInvoiceStatus },
  ];
}

/** Money and status of a new ticket: paid in full is status 3; anything less is a hold capped by timePartnerHolder. */
export function holdTerms(trip: Pick<SaleTrip, 'timePartnerHolder'>, price: number, paid: number, requestedOverTime: number | null | undefined, now: number) {
  if (paid > price) throw badRequest(MSG.sales.paidOverPrice);
  if (paid === price) return { ticketStatus: TicketStatus.PAID, overTime: null };
  if (trip.timePartnerHolder <= 0) throw badRequest(MSG.sales.holdNotAllowed);
  const cap = now + trip.timePartnerHolder;
  const overTime = requestedOverTime ? Math.min(requestedOverTime, cap) : cap;
  if (overTime <= now) throw badRequest(MSG.server.invalidField('overTime'));
  return { ticketStatus: TicketStatus.BOOKED, overTime };
}

/** Prices a seat and turns a PricingError into the 400 the caller sees. */
/**
 * The seller's commission on one ticket, in whole đồng: the employee's commission percent (000 'Employee', set by
 * the agency's ADMIN) of the price, rounded half up. The settlement report sums it per sale type.
 */
export function ticketCommission(price: number, percent: number): number {
  if (!Number.isFinite(percent) || percent <= 0) return 0;
  return Math.round((price * percent) / 100);
}

export function priceOrRefuse(fn: () => PricedSeat): PricedSeat {
  try {
    return fn();
  } catch (err) {
    if (err instanceof PricingError) throw badRequest(err.message);
    throw err;
  }
}

/** Sales through this portal are the partner platform's web channel (002 §7's platformDetail). */
const SALE_CHANNEL = 'partner_web';

const emptyToNull = (v: string | null | undefined): string | null => (v ? v : null);

/**
 * The change events of a booking or an update: its tickets (for a booking, with the seller and channel the bell
 * needs), and the messages its form asked for (sent after the commit).
 */
export function bookingChanges(
  actor: Actor,
  ticketIds: readonly string[],
  items: ReadonlyArray<SendFlags & { ticketId: string }>,
  booked?: { partnerId: string; channel: string },
): Change[] {
  const changes: Change[] = [];
  if (ticketIds.length) changes.push({ kind: 'tickets', ticketIds: [...ticketIds], ...(booked ? { booked } : {}) });
  const wanted = items.filter((i) => i.sendAll || i.sendSMS || i.sendZNS || i.isSendEmail);
  if (wanted.length) changes.push({ kind: 'messages', actor, items: wanted });
  return changes;
}

/**
 * Book (hold) or book-and-pay seats of one trip (001 §3–§5): every seat or none. The checks that can be
 * answered before writing run first (trip, windows, seats, locks, prices); the partial unique index on
 * active tickets is the guard against a racing booking, turned into a 409 naming the seats. Two round trips
 * on the common path: the context (one query) and the write (one statement, with its change events); a third
 * releases expired holds only when one sits on a requested seat, and the lock rewrite runs only when someone
 * had picked the seats. Screens, the bell and the form's messages hear of the sale from the change events.
 */
export async function bookTickets(deps: SalesDeps, session: SessionContext, input: BookInput, now: number = Date.now()) {
  const seatIds = input.informationsBySeats.map((s) => s.seatId);
  const context = await deps.trips.bookingContext(session, input.tripId, seatIds, now);
  if (!context) {
    // The agency's own company it has not approved (or has stopped approving): say so rather than 'not found'.
    const unapproved = await deps.trips.unapprovedCompanyOf(input.tripId, session.partnerId, session.routeIds);
    throw unapproved ? new HttpError(403, MSG.sales.companyNotApproved(unapproved)) : notFound();
  }
  const { trip, pricing, partner, heldByOthers, locked, expiredHold, sellerCommissionPercent } = context;
  assertTripOpenForSale(trip, session.partnerId, now);
  if (new Set(seatIds).size !== seatIds.length) throw badRequest(MSG.sales.duplicateSeats);

  const seatMap = new Map(trip.seatMap.map((s) => [s.seatId, s]));
  const notSellable = seatIds.filter((id) => !isSellableSeatType(seatMap.get(id)?.seatType ?? 0));
  if (notSellable.length) throw badRequest(MSG.sales.seatNotSellable(notSellable.join(', ')), { seatIds: notSellable });
  const companyLocked = seatIds.filter((id) => trip.lockSeat.some((l) => l.seatId === id));
  if (companyLocked.length) throw seatConflict(companyLocked);
  if (heldByOthers.length) throw seatConflict(heldByOthers);

  const ticketCode = newTicketCode(now);
  const rows: NewTicketRow[] = [];
  const logs: NewTicketLogRow[] = [];
  const priceChanged: string[] = [];
  for (const seat of input.informationsBySeats) {
    const row = buildTicket(seat);
    if (seat.agencyPrice !== undefined && seat.agencyPrice !== row.agency_price) priceChanged.push(seat.seatId);
    rows.push(row);
  }
  // The screen showed another price: refuse, so it refreshes the price before the customer pays it.
  if (priceChanged.length) throw new HttpError(409, MSG.sales.priceChanged(priceChanged.join(', ')), { seatIds: priceChanged });

  function buildTicket(seat: SeatInput): NewTicketRow {
    const ruleError = pointRuleError('up', seat.pointUp, partner.config) ?? pointRuleError('down', seat.pointDown, partner.config);
    if (ruleError) throw badRequest(ruleError, { seatId: seat.seatId });
    const priced = priceOrRefuse(() =>
      priceSeat(pricing.stops, pricing.categories, {
        seatId: seat.seatId,
        pointUpId: seat.pointUp.id,
        pointDownId: seat.pointDown.id,
        transshipUpId: transshipmentIdOf(seat.pointUp),
        transshipDownId: transshipmentIdOf(seat.pointDown),
        surchargeIds: seat.surcharges,
      }),
    );
    const up = resolvePoint(seat.pointUp, priced.up, priced.transshipUp);
    const down = resolvePoint(seat.pointDown, priced.down, priced.transshipDown);
    const { ticketStatus, overTime } = holdTerms(trip, priced.agencyPrice, seat.paidMoney, seat.overTime, now);
    const id = randomUUID();
    const getInTimePlan = trip.startTime + priced.up.minutesFromStart * 60_000;
    const requireStatus = seat.invoiceInfo?.requireStatus ?? 0;
    const row: NewTicketRow = {
      id,
      ticket_code: ticketCode,
      trip_id: trip.id,
      company_id: trip.companyId,
      route_id: trip.routeId,
      start_date: trip.startDate,
      seat_id: seat.seatId,
      ticket_status: ticketStatus,
      full_name: emptyToNull(seat.fullName),
      phone_number: emptyToNull(seat.phoneNumber),
      email: emptyToNull(seat.email),
      birthday: emptyToNull(seat.birthday),
      note: emptyToNull(seat.note),
      agency_price: priced.agencyPrice,
      commission: ticketCommission(priced.agencyPrice, sellerCommissionPercent),
      original_ticket_price: priced.originalTicketPrice,
      paid_money: seat.paidMoney,
      over_time: overTime,
      payment_type: seat.paymentType,
      foreign_key: emptyToNull(seat.foreignKey),
      is_adult: seat.isAdult,
      image: emptyToNull(seat.image),
      orderer: emptyToNull(seat.orderer),
      orderer_phone_number: emptyToNull(seat.ordererPhoneNumber),
      point_up: up.point,
      point_down: down.point,
      point_up_type: up.pointType,
      point_down_type: down.pointType,
      address_up: up.address,
      address_down: down.address,
      trans_ship_up_id: up.transshipmentId,
      trans_ship_down_id: down.transshipmentId,
      surcharges: priced.surcharges,
      surcharge_price: priced.surchargePrice,
      invoice_info: { requireStatus },
      partner_id: session.partnerId,
      seller_id: session.userId,
      seller_name: session.name,
      agency: partner.name,
      user_partner_id: session.userId,
      platform: input.platform,
      platform_detail: SALE_CHANNEL,
      sale_channel: 0,
      get_in_time_plan: getInTimePlan,
      is_send_email: seat.isSendEmail,
      created_at: now,
      updated_at: now,
    };
    logs.push({
      ticket_id: id,
      created_at: now,
      created_user_id: session.userId,
      created_user_name: session.name,
      log_type: TicketLogAction.BOOK,
      logs: ticketLogFields({
        seatId: seat.seatId,
        fullName: row.full_name,
        phoneNumber: row.phone_number,
        note: row.note,
        pointUpName: up.point.name,
        pointDownName: down.point.name,
        ticketStatus,
        routeName: trip.routeName,
        getInTime: getInTimePlan,
        agencyPrice: priced.agencyPrice,
        paidMoney: seat.paidMoney,
        numberPlate: trip.numberPlate,
        agency: partner.name,
        requireInvoiceStatus: requireStatus,
      }),
    });
    return row;
  }

  // A zero-paid hold past its deadline must not block the seat just because the sweeper has not run yet. Its
  // release is its own statement, run only when the context saw one on these seats: a release inside the
  // insert's statement would not be visible to the unique check.
  if (expiredHold) await deps.tickets.releaseExpiredHolds(now, trip.id);
  const changes = bookingChanges(
    actorOf(session),
    rows.map((r) => r.id),
    input.informationsBySeats.map((s) => ({ ticketId: rows.find((r) => r.seat_id === s.seatId)!.id, ...sendFlagsOf(s) })),
    { partnerId: session.partnerId, channel: SALE_CHANNEL },
  );
  let inserted: Awaited<ReturnType<TicketsRepository['insertBooking']>>;
  try {
    inserted = await deps.tickets.insertBooking(rows, logs, changes);
  } catch (err) {
    const state = sqlState(err);
    // 23505: the seat guard fired. 40P01: a deadlock despite the ordering (defence in depth): also a lost race.
    if (state !== '23505' && state !== '40P01') throw err;
    // Nothing was written: another booking holds at least one seat now. Name the seats taken (all asked, if
    // that one was itself rolled back meanwhile).
    const taken = await deps.tickets.occupiedSeats(trip.id, seatIds);
    throw seatConflict(taken.length ? taken : seatIds);
  }

  // The rows as written (defaults included) plus the trip's joined columns are exactly what a re-read would give.
  const booked = inserted.tickets.map((row) => toTicket({ ...row, ...trip.joined })).sort((a, b) => a.seatId.localeCompare(b.seatId));
  // The dispatcher hands the changes out without reading the tickets again: this process knows them as written.
  deps.changes.committed(changes.map((change, i) => ({ id: inserted.changeIds[i]!, change, ...(change.kind === 'tickets' ? { hint: { tickets: booked } } : {}) })));
  // Sold seats leave everyone's real-time locks before the answer; only seats someone had picked need it.
  if (locked) await deps.seatLocks.dropSeats(trip.id, seatIds);
  return { ticketCode, tickets: booked };
}

/** The send flags of one seat or ticket of a request. */
export const sendFlagsOf = (flags: SendFlags): SendFlags => ({
  ...(flags.sendSMS ? { sendSMS: true } : {}),
  ...(flags.sendZNS ? { sendZNS: true } : {}),
  ...(flags.isSendEmail ? { isSendEmail: true } : {}),
  ...(flags.sendAll ? { sendAll: true } : {}),
});
