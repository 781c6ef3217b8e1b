import type { z } from 'zod';
import { isSettlingPayment, MSG, PointType, TicketLogAction, TicketStatus, ticketActions, type TTicket, type ZUpdateTicketsRequest } from '@busdesk/api-contract';
import type { ticketLogs } from '../db/schema/index';
import type { TicketPatch } from '../repositories/ticket-row';
import { badRequest, HttpError, notFound } from '../lib/http-error';
import type { SessionContext } from '../repositories/sessions-repository';
import type { SalePartner } from '../repositories/partners-repository';
import type { SaleTrip } from '../repositories/trips-repository';
import { authorisedRouteIds } from './authorised-routes';
import { actorOf } from '../changes/change';
import { bookingChanges, priceOrRefuse, sendFlagsOf, ticketLogFields } from './booking';
import { assertTripOpenForSale, isClosedTicket, pointRuleError, resolvePoint, type PointChoice } from './booking-rules';
import { loadPricingContext, priceSeat, type PricingContext } from './pricing';
import type { SalesDeps } from './sales-deps';

type UpdateInput = z.output<typeof ZUpdateTicketsRequest>;
type TicketUpdate = UpdateInput['tickets'][number];

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
  // An expired hold with a deposit only settles: the balance paid in full, nothing else (ADR 0047).
  if (!ticketActions(current, now).update && !isSettlingPayment(current, Object.keys(patch), paid)) {
    throw badRequest(MSG.sales.holdExpiredPayOrCancel, { ticketId: current.ticketId });
  }
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
 * included): every ticket passes the booking checks or nothing is written. Each written ticket gets a log entry,
 * and the change (with the form's send flags) is recorded in the same transaction.
 */
export async function updateTickets(deps: SalesDeps, session: SessionContext, input: UpdateInput, now: number = Date.now()) {
  const ids = input.tickets.map((t) => t.ticketId);
  if (new Set(ids).size !== ids.length) throw badRequest(MSG.server.invalidField('ticketId'));
  const routeIds = await authorisedRouteIds(deps.database, session);
  const firstStates = await deps.tickets.ownStates(session.partnerId, routeIds, ids);
  if (!firstStates) throw notFound();
  // A zero-paid hold past its deadline is gone even if the sweeper has not run yet.
  for (const tripId of new Set(firstStates.map((s) => s.tripId))) await deps.tickets.releaseExpiredHolds(now, tripId);
  const states = await deps.tickets.ownStates(session.partnerId, routeIds, ids);
  if (!states) throw notFound();
  if (states.some(isClosedTicket)) throw badRequest(MSG.sales.ticketNotEditable);

  const currentRows = await deps.tickets.ownByIds(session.partnerId, ids);
  const current = new Map(currentRows.map((t) => [t.ticketId, t]));
  const partner = await deps.partners.salePartner(session.partnerId);
  if (!partner) throw notFound();
  const trips = new Map<string, { trip: SaleTrip; pricing: PricingContext }>();
  for (const tripId of new Set(states.map((s) => s.tripId))) {
    const trip = await deps.trips.saleTrip(tripId, routeIds);
    if (!trip) throw notFound();
    trips.set(tripId, { trip, pricing: await loadPricingContext(deps.database, trip) });
  }

  const plans: PlannedUpdate[] = [];
  for (const u of input.tickets) {
    const cur = current.get(u.ticketId)!;
    const { trip, pricing } = trips.get(cur.tripId)!;
    const plan = planUpdate(u, cur, trip, partner, pricing, now);
    if (plan) plans.push(plan);
  }

  const changes = bookingChanges(
    actorOf(session),
    plans.map((p) => p.current.ticketId),
    input.tickets.map((u) => ({ ticketId: u.ticketId, ...sendFlagsOf(u) })),
  );
  // Paid at the counter: the paid-ticket e-mail, unless this request's own flags already send one (messages).
  const mailed = new Set(input.tickets.filter((u) => u.isSendEmail || u.sendAll).map((u) => u.ticketId));
  const paidNow = plans.filter((p) => p.patch.ticketStatus === TicketStatus.PAID && !mailed.has(p.current.ticketId)).map((p) => p.current.ticketId);
  if (paidNow.length) changes.push({ kind: 'tickets-paid', actor: actorOf(session), ticketIds: paidNow });
  if (changes.length) {
    await deps.changes.transaction(async (tx, record) => {
      await deps.tickets.lockInIdOrder(tx, plans.map((p) => p.current.ticketId));
      for (const { current: cur, patch } of plans) {
        // Conditional on the state the plan was made from: a concurrent payment makes this one fail, not double.
        if (!(await deps.tickets.patchIfUnchanged(tx, cur, patch, { now, actorUserId: session.userId }))) throw new HttpError(409, MSG.sales.updateFailed);
      }
      await deps.tickets.insertLogs(tx, plans.map((plan) => logOf(plan, session, now)));
      for (const change of changes) await record(change);
    });
  }
  return { tickets: await deps.tickets.ownByIds(session.partnerId, ids) };
}
