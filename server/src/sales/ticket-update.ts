import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { MSG, PointType, TicketLogAction, TicketStatus, type TTicket, type ZUpdateTicketsRequest } from '@busdesk/api-contract';
import { ticketLogs, tickets } from '../db/schema/index';
import { releaseExpiredHolds } from '../db/hold-sweeper';
import { sendAfterCommit } from '../messaging/send-flags';
import { badRequest, HttpError } from '../lib/http-error';
import type { SessionContext } from '../repositories/sessions-repository';
import { authorisedRouteIds, inList } from './authorised-routes';
import { priceOrRefuse, ticketLogFields } from './booking';
import {
  assertTripOpenForSale,
  isClosedTicket,
  loadOwnTicketStates,
  loadSalePartner,
  loadSaleTrip,
  pointRuleError,
  resolvePoint,
  type PointChoice,
  type SalePartner,
  type SaleTrip,
} from './booking-rules';
import { loadPricingContext, priceSeat, type PricingContext } from './pricing';
import { publishTicketChanges } from './ticket-events';
import { selectTickets } from './ticket-rows';

type UpdateInput = z.output<typeof ZUpdateTicketsRequest>;
type TicketUpdate = UpdateInput['tickets'][number];
type TicketPatch = Partial<typeof tickets.$inferInsert>;

const TEXT_FIELDS = ['fullName', 'phoneNumber', 'email', 'birthday', 'image', 'note', 'foreignKey', 'orderer', 'ordererPhoneNumber'] as const;
const emptyToNull = (v: string | null | undefined): string | null => (v ? v : null);
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && new Set([...a, ...b]).size === new Set(a).size;
/** Statuses whose details may still change: held (2) and company-held (7). */
const isEditableStatus = (s: number) => s === TicketStatus.BOOKED || s === TicketStatus.COMPANY_HELD;

interface PlannedUpdate {
  current: TTicket;
  patch: TicketPatch;
  logType: number;
}

function currentChoice(t: TTicket, side: 'up' | 'down'): PointChoice {
  const point = side === 'up' ? t.pointUp : t.pointDown;
  return {
    id: point?.id ?? '',
    pointType: side === 'up' ? t.pointUpType : t.pointDownType,
    address: side === 'up' ? t.addressUp : t.addressDown,
    transshipmentId: side === 'up' ? t.transShipUpId : t.transShipDownId,
  };
}

/**
 * The transshipment chosen at booking cannot change when editing (001 §2.1: the selects are disabled): a type 3
 * point keeps its transshipment and its stop; leaving type 3 drops the transshipment like the form does.
 */
function editedChoice(t: TTicket, side: 'up' | 'down', sent: PointChoice): PointChoice {
  const before = currentChoice(t, side);
  if (sent.pointType !== PointType.TRANSSHIPMENT) return { ...sent, transshipmentId: null };
  const kept = before.pointType === PointType.TRANSSHIPMENT && sent.id === before.id && (!sent.transshipmentId || sent.transshipmentId === before.transshipmentId);
  if (!kept) throw badRequest(MSG.sales.transshipmentNotChangeable);
  return { ...sent, transshipmentId: before.transshipmentId };
}

function planUpdate(u: TicketUpdate, current: TTicket, trip: SaleTrip, partner: SalePartner, pricing: PricingContext, now: number): PlannedUpdate | null {
  if (u.ticketStatus !== undefined && u.ticketStatus !== TicketStatus.PAID && u.ticketStatus !== current.ticketStatus) {
    throw badRequest(MSG.server.invalidField('ticketStatus'));
  }
  const patch: TicketPatch = {};
  for (const key of TEXT_FIELDS) {
    const sent = u[key];
    if (sent !== undefined && emptyToNull(sent) !== current[key]) patch[key] = emptyToNull(sent);
  }
  if (u.isAdult !== undefined && u.isAdult !== current.isAdult) patch.isAdult = u.isAdult;
  if (u.paymentType !== undefined && u.paymentType !== current.paymentType) patch.paymentType = u.paymentType;
  const requireStatus = u.invoiceInfo?.requireStatus;
  if (requireStatus !== undefined && requireStatus !== (current.invoiceInfo?.requireStatus ?? 0)) patch.invoiceInfo = { ...current.invoiceInfo, requireStatus };

  // Only the sides the request sends are validated: an older ticket may predate today's rules.
  const up = u.pointUp ? editedChoice(current, 'up', u.pointUp) : currentChoice(current, 'up');
  const down = u.pointDown ? editedChoice(current, 'down', u.pointDown) : currentChoice(current, 'down');
  const ruleError = (u.pointUp && pointRuleError('up', up, partner.config)) || (u.pointDown && pointRuleError('down', down, partner.config));
  if (ruleError) throw badRequest(ruleError, { ticketId: current.ticketId });
  const pointChanged = (side: 'up' | 'down', next: PointChoice) => {
    const before = currentChoice(current, side);
    return next.id !== before.id || next.pointType !== before.pointType || (next.address ?? null) !== (before.address ?? null);
  };
  const pointsChanged = (!!u.pointUp && pointChanged('up', up)) || (!!u.pointDown && pointChanged('down', down));
  const surchargeIds = u.surcharges ?? current.surcharges.map((s) => s.id);
  const surchargesChanged = !sameSet(surchargeIds, current.surcharges.map((s) => s.id));

  let price = current.agencyPrice;
  if (pointsChanged || surchargesChanged) {
    const priced = priceOrRefuse(() =>
      priceSeat(pricing.stops, pricing.categories, {
        seatId: current.seatId,
        pointUpId: up.id,
        pointDownId: down.id,
        transshipUpId: up.transshipmentId,
        transshipDownId: down.transshipmentId,
        surchargeIds,
      }),
    );
    price = priced.agencyPrice;
    const upPoint = resolvePoint(up, priced.up, priced.transshipUp);
    const downPoint = resolvePoint(down, priced.down, priced.transshipDown);
    Object.assign(patch, {
      agencyPrice: priced.agencyPrice,
      originalTicketPrice: priced.originalTicketPrice,
      surcharges: priced.surcharges,
      surchargePrice: priced.surchargePrice,
      pointUp: upPoint.point,
      pointDown: downPoint.point,
      pointUpType: upPoint.pointType,
      pointDownType: downPoint.pointType,
      addressUp: upPoint.address,
      addressDown: downPoint.address,
      transShipUpId: upPoint.transshipmentId,
      transShipDownId: downPoint.transshipmentId,
      getInTimePlan: trip.startTime + priced.up.minutesFromStart * 60_000,
    } satisfies TicketPatch);
  }
  if (u.agencyPrice !== undefined && u.agencyPrice !== price) {
    throw new HttpError(409, MSG.sales.priceChanged(current.seatId), { seatIds: [current.seatId] });
  }

  let paid = current.paidMoney;
  if (u.paidMoney !== undefined) {
    if (u.paidMoney < current.paidMoney) throw badRequest(MSG.sales.paidDecreased);
    paid = u.paidMoney;
  }
  if (u.ticketStatus === TicketStatus.PAID) paid = price;
  if (paid !== current.paidMoney) patch.paidMoney = paid;
  if (isEditableStatus(current.ticketStatus) && paid === price) patch.ticketStatus = TicketStatus.PAID;

  if (Object.keys(patch).length === 0) return null;
  // A paid ticket is closed for editing (001 §2.1: all fields disabled); only the send flags may come along.
  if (!isEditableStatus(current.ticketStatus)) throw badRequest(MSG.sales.paidTicketReadOnly);
  if (paid > price) throw badRequest(MSG.sales.paidOverPrice);
  assertTripOpenForSale(trip, partner.id, now);
  patch.updatedAt = now;
  return { current, patch, logType: patch.paidMoney !== undefined || patch.ticketStatus !== undefined ? TicketLogAction.PAY : TicketLogAction.UPDATE };
}

/** The log entry of a planned update: the ticket as it stands after it (001 §3 log fields). */
function logOf({ current: cur, patch, logType }: PlannedUpdate, session: SessionContext, now: number): typeof ticketLogs.$inferInsert {
  const next = <K extends keyof TicketPatch & keyof TTicket>(key: K) => (patch[key] !== undefined ? patch[key] : cur[key]);
  return {
    ticketId: cur.ticketId,
    createdDate: now,
    createdUserId: session.userId,
    createdUserName: session.name,
    logType,
    logs: ticketLogFields({
      seatId: cur.seatId,
      fullName: next('fullName') ?? null,
      phoneNumber: next('phoneNumber') ?? null,
      note: next('note') ?? null,
      pointUpName: (patch.pointUp ?? cur.pointUp)?.name ?? null,
      pointDownName: (patch.pointDown ?? cur.pointDown)?.name ?? null,
      ticketStatus: next('ticketStatus') ?? cur.ticketStatus,
      routeName: cur.routeInfo.name,
      getInTime: next('getInTimePlan') ?? null,
      agencyPrice: next('agencyPrice') ?? cur.agencyPrice,
      paidMoney: next('paidMoney') ?? cur.paidMoney,
      numberPlate: cur.numberPlate,
      agency: cur.agency,
      requireInvoiceStatus: (patch.invoiceInfo ?? cur.invoiceInfo)?.requireStatus ?? 0,
    }),
  };
}

/**
 * Update passenger details, points, surcharges and payments of the agency's own tickets (001 §4, group edit
 * included): every ticket passes the booking checks or nothing is written. Each written ticket gets a log entry.
 */
export async function updateTickets(app: FastifyInstance, session: SessionContext, input: UpdateInput, now: number = Date.now()) {
  const database = app.database;
  const ids = input.tickets.map((t) => t.ticketId);
  if (new Set(ids).size !== ids.length) throw badRequest(MSG.server.invalidField('ticketId'));
  const routeIds = await authorisedRouteIds(database, session);
  const firstStates = await loadOwnTicketStates(database, session, routeIds, ids);
  // A zero-paid hold past its deadline is gone even if the sweeper has not run yet.
  for (const tripId of new Set(firstStates.map((s) => s.tripId))) await releaseExpiredHolds(database, now, tripId);
  const states = await loadOwnTicketStates(database, session, routeIds, ids);
  if (states.some(isClosedTicket)) throw badRequest(MSG.sales.ticketNotEditable);

  const currentRows = await selectTickets(database, sql`t.id in ${inList(ids)} and t.partner_id = ${session.partnerId}`);
  const current = new Map(currentRows.map((t) => [t.ticketId, t]));
  const partner = await loadSalePartner(database, session.partnerId);
  const trips = new Map<string, { trip: SaleTrip; pricing: PricingContext }>();
  for (const tripId of new Set(states.map((s) => s.tripId))) {
    const trip = await loadSaleTrip(database, tripId, routeIds);
    trips.set(tripId, { trip, pricing: await loadPricingContext(database, trip) });
  }

  const plans: PlannedUpdate[] = [];
  for (const u of input.tickets) {
    const cur = current.get(u.ticketId)!;
    const { trip, pricing } = trips.get(cur.tripId)!;
    const plan = planUpdate(u, cur, trip, partner, pricing, now);
    if (plan) plans.push(plan);
  }

  if (plans.length) {
    await database.db.transaction(async (tx) => {
      for (const { current: cur, patch } of plans) {
        // Conditional on the state the plan was made from: a concurrent payment makes this one fail, not double.
        // A re-priced ticket keeps the commission rate it was sold at: commission scales with the price.
        const commission =
          patch.agencyPrice !== undefined && patch.agencyPrice !== cur.agencyPrice
            ? sql`case when ${tickets.agencyPrice} > 0 then round(${tickets.commission}::numeric * ${patch.agencyPrice} / ${tickets.agencyPrice})::bigint else 0 end`
            : undefined;
        const done = await tx
          .update(tickets)
          .set(commission ? { ...patch, commission } : patch)
          .where(and(eq(tickets.id, cur.ticketId), eq(tickets.paidMoney, cur.paidMoney), eq(tickets.ticketStatus, cur.ticketStatus), isNull(tickets.releasedAt)))
          .returning({ id: tickets.id });
        if (!done.length) throw new HttpError(409, MSG.sales.updateFailed);
      }
      await tx.insert(ticketLogs).values(plans.map((plan) => logOf(plan, session, now)));
    });
  }
  const updated = await selectTickets(database, sql`t.id in ${inList(ids)} and t.partner_id = ${session.partnerId}`);
  // Published after the answer is on its way; publish failures are logged inside.
  if (plans.length) void publishTicketChanges(app, updated.filter((t) => plans.some((p) => p.current.ticketId === t.ticketId)));
  // The form's send flags: sent after the commit, in the background; a failure is recorded, never undoes the update.
  sendAfterCommit(app, session, updated.map((ticket) => ({ ticket, flags: input.tickets.find((u) => u.ticketId === ticket.ticketId) ?? {} })));
  return { tickets: updated };
}
