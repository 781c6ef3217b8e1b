import { randomUUID } from 'node:crypto';
import { getTableColumns } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { MSG, TicketLogAction, TicketStatus, isSellableSeatType, type TTicket, type ZBookRequest } from '@busdesk/api-contract';
import { announceReleasedHolds, releaseExpiredHoldsWith, type ReleasedHold } from '../db/hold-sweeper';
import { ticketLogs, tickets, type TicketLogEntry } from '../db/schema/index';
import { badRequest, HttpError, sqlState } from '../lib/http-error';
import type { SessionContext } from '../repositories/sessions-repository';
import { authorisedRouteIds } from './authorised-routes';
import {
  assertTripOpenForSale,
  loadSaleContext,
  newTicketCode,
  occupiedSeats,
  pointRuleError,
  resolvePoint,
  seatConflict,
  transshipmentIdOf,
  type SaleTrip,
} from './booking-rules';
import { priceSeat, PricingError, txRunner, type PricedSeat } from './pricing';
import { activeSeatLocks, dropSeatsFromLocks, publishSeatLocks } from './seat-locks';
import { publishTicketChanges } from './ticket-events';
import { toTicket } from './ticket-rows';

type BookInput = z.output<typeof ZBookRequest>;
type SeatInput = BookInput['informationsBySeats'][number];
type TicketInsert = typeof tickets.$inferInsert;

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
export function priceOrRefuse(fn: () => PricedSeat): PricedSeat {
  try {
    return fn();
  } catch (err) {
    if (err instanceof PricingError) throw badRequest(err.message);
    throw err;
  }
}

const TICKET_COLUMNS = Object.entries(getTableColumns(tickets));
/** A drizzle row (camelCase) under its SQL column names, as ticket-rows.ts reads tickets. */
const snakeRow = (row: typeof tickets.$inferSelect) =>
  // Every column of the table is present on a `returning()` row, so the result is a whole ticket row.
  Object.fromEntries(TICKET_COLUMNS.map(([key, column]) => [column.name, row[key as keyof typeof row]]));
type TicketRow = Parameters<typeof toTicket>[0];

const emptyToNull = (v: string | null | undefined): string | null => (v ? v : null);

/**
 * Book (hold) or book-and-pay seats of one trip (001 §3–§5): every seat or none. The checks that can be
 * answered before writing run first (trip, windows, seats, locks, prices); the partial unique index on
 * active tickets is the guard against a racing booking, turned into a 409 naming the seats.
 */
export async function bookTickets(app: FastifyInstance, session: SessionContext, input: BookInput, now: number = Date.now()) {
  const database = app.database;
  const { trip, pricing, partner } = await loadSaleContext(database, input.tripId, await authorisedRouteIds(database, session), session.partnerId);
  assertTripOpenForSale(trip, session.partnerId, now);

  const seatIds = input.informationsBySeats.map((s) => s.seatId);
  if (new Set(seatIds).size !== seatIds.length) throw badRequest(MSG.sales.duplicateSeats);
  const seatMap = new Map(trip.seatMap.map((s) => [s.seatId, s]));
  const notSellable = seatIds.filter((id) => !isSellableSeatType(seatMap.get(id)?.seatType ?? 0));
  if (notSellable.length) throw badRequest(MSG.sales.seatNotSellable(notSellable.join(', ')), { seatIds: notSellable });
  const companyLocked = seatIds.filter((id) => trip.lockSeat.some((l) => l.seatId === id));
  if (companyLocked.length) throw seatConflict(companyLocked);
  const locks = await activeSeatLocks(database, trip.id, now);
  const heldByOthers = seatIds.filter((id) => locks.some((l) => l.userId !== session.userId && l.listSeatId.includes(id)));
  if (heldByOthers.length) throw seatConflict(heldByOthers);

  const ticketCode = newTicketCode(now);
  const rows: TicketInsert[] = [];
  const logs: Array<typeof ticketLogs.$inferInsert> = [];
  const priceChanged: string[] = [];
  for (const seat of input.informationsBySeats) {
    const row = buildTicket(seat);
    if (seat.agencyPrice !== undefined && seat.agencyPrice !== row.agencyPrice) priceChanged.push(seat.seatId);
    rows.push(row);
  }
  // The screen showed another price: refuse, so it refreshes the price before the customer pays it.
  if (priceChanged.length) throw new HttpError(409, MSG.sales.priceChanged(priceChanged.join(', ')), { seatIds: priceChanged });

  function buildTicket(seat: SeatInput): TicketInsert {
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
    const row: TicketInsert = {
      id,
      ticketCode,
      tripId: trip.id,
      companyId: trip.companyId,
      routeId: trip.routeId,
      startDate: trip.startDate,
      seatId: seat.seatId,
      ticketStatus,
      fullName: emptyToNull(seat.fullName),
      phoneNumber: emptyToNull(seat.phoneNumber),
      email: emptyToNull(seat.email),
      birthday: emptyToNull(seat.birthday),
      note: emptyToNull(seat.note),
      agencyPrice: priced.agencyPrice,
      originalTicketPrice: priced.originalTicketPrice,
      paidMoney: seat.paidMoney,
      overTime,
      paymentType: seat.paymentType,
      foreignKey: emptyToNull(seat.foreignKey),
      isAdult: seat.isAdult,
      image: emptyToNull(seat.image),
      orderer: emptyToNull(seat.orderer),
      ordererPhoneNumber: emptyToNull(seat.ordererPhoneNumber),
      pointUp: up.point,
      pointDown: down.point,
      pointUpType: up.pointType,
      pointDownType: down.pointType,
      addressUp: up.address,
      addressDown: down.address,
      transShipUpId: up.transshipmentId,
      transShipDownId: down.transshipmentId,
      surcharges: priced.surcharges,
      surchargePrice: priced.surchargePrice,
      invoiceInfo: { requireStatus },
      partnerId: session.partnerId,
      sellerId: session.userId,
      sellerName: session.name,
      agency: partner.name,
      userPartnerId: session.userId,
      platform: input.platform,
      platformDetail: 'partner_web',
      saleChannel: 0,
      getInTimePlan,
      isSendEmail: seat.isSendEmail,
      createdDate: now,
      updatedAt: now,
    };
    logs.push({
      ticketId: id,
      createdDate: now,
      createdUserId: session.userId,
      createdUserName: session.name,
      logType: TicketLogAction.BOOK,
      logs: ticketLogFields({
        seatId: seat.seatId,
        fullName: row.fullName ?? null,
        phoneNumber: row.phoneNumber ?? null,
        note: row.note ?? null,
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

  let released: ReleasedHold[] = [];
  let inserted: Array<typeof tickets.$inferSelect> = [];
  try {
    await database.db.transaction(async (tx) => {
      // A zero-paid hold past its deadline must not block the seat just because the sweeper has not run yet;
      // releasing it in the same commit costs one disk flush instead of two.
      released = await releaseExpiredHoldsWith(txRunner(tx), now, trip.id);
      // Seats in one order for every booking: two overlapping groups then wait on each other instead of
      // deadlocking (PostgreSQL would abort one with 40P01).
      inserted = await tx
        .insert(tickets)
        .values([...rows].sort((a, b) => a.seatId.localeCompare(b.seatId)))
        .returning();
      await tx.insert(ticketLogs).values(logs);
    });
  } catch (err) {
    const state = sqlState(err);
    // 23505: the seat guard fired. 40P01: a deadlock despite the ordering (defence in depth): also a lost race.
    if (state !== '23505' && state !== '40P01') throw err;
    // Rolled back: another booking holds at least one seat now. Name the seats taken (all asked, if that one
    // was itself rolled back meanwhile).
    const taken = await occupiedSeats(database, trip.id, seatIds);
    throw seatConflict(taken.length ? taken : seatIds);
  }
  announceReleasedHolds(database, released);

  // The inserted rows plus the trip's joined columns are exactly what a re-read would give.
  const booked = inserted.map((row) => toTicket({ ...snakeRow(row), ...trip.joined, created_date: row.createdDate } as TicketRow)).sort((a, b) => a.seatId.localeCompare(b.seatId));
  // Only seats someone had picked need the lock records rewritten (and republished).
  const locked = locks.some((l) => l.listSeatId.some((id) => seatIds.includes(id)));
  await afterSale(app, trip.id, locked ? seatIds : [], booked);
  return { ticketCode, tickets: booked };
}

/**
 * Sold seats leave everyone's real-time locks before the answer; the screens hear of the change after it: the
 * answer does not wait for the fan-out to every open screen (a trip may have a thousand watchers).
 */
async function afterSale(app: FastifyInstance, tripId: string, seatIds: readonly string[], sold: readonly TTicket[]): Promise<void> {
  let locksChanged = false;
  if (seatIds.length) {
    try {
      await dropSeatsFromLocks(app.database, tripId, seatIds);
      locksChanged = true;
    } catch (err) {
      app.log.warn({ err, tripId }, 'seat locks not updated after a sale');
    }
  }
  void publishTicketChanges(app, sold);
  if (locksChanged) publishSeatLocks(app, tripId).catch((err: unknown) => app.log.warn({ err, tripId }, 'seat locks not published after a sale'));
}
