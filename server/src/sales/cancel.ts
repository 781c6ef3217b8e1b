import type { z } from 'zod';
import { cancelFee, MSG, refundAmount, TicketLogAction, type TCancelDetail, type TCancelDetailsResponse, type ZCancelTicketsRequest } from '@busdesk/api-contract';
import { badRequest, HttpError, notFound } from '../lib/http-error';
import type { SessionContext } from '../repositories/sessions-repository';
import type { OwnTicketState } from '../repositories/tickets-repository';
import type { SaleTrip } from '../repositories/trips-repository';
import { authorisedRouteIds } from './authorised-routes';
import { assertTripOpenForCancel, isClosedTicket } from './booking-rules';
import type { SalesDeps } from './sales-deps';

interface CancelPlan {
  states: OwnTicketState[];
  trips: Map<string, SaleTrip>;
  details: TCancelDetail[];
  totals: Omit<TCancelDetailsResponse, 'detail'>;
}

async function planCancel(deps: SalesDeps, session: SessionContext, ticketIds: readonly string[], now: number): Promise<CancelPlan> {
  const routeIds = await authorisedRouteIds(deps.database, session);
  const states = await deps.tickets.ownStates(session.partnerId, routeIds, ticketIds);
  if (!states) throw notFound();
  if (states.some(isClosedTicket)) throw badRequest(MSG.sales.ticketNotEditable);
  const trips = new Map<string, SaleTrip>();
  for (const tripId of new Set(states.map((s) => s.tripId))) {
    const trip = await deps.trips.saleTrip(tripId, routeIds);
    if (!trip) throw notFound();
    trips.set(tripId, trip);
  }
  const phones = [...new Set(states.map((s) => s.phoneNumber).filter((p): p is string => !!p))];
  const cancelledBefore = await deps.tickets.cancelledCountsByPhone(session.partnerId, phones);
  const details = states.map((s) => ({
    ticketId: s.id,
    ticketCode: s.ticketCode,
    seatId: s.seatId,
    agencyPrice: s.agencyPrice,
    paidMoney: s.paidMoney,
    feeCancel: cancelFee(s.agencyPrice, s.paidMoney, trips.get(s.tripId)!.startTime, now),
    numberTicketCanceledBefore: s.phoneNumber ? (cancelledBefore.get(s.phoneNumber) ?? 0) : 0,
  }));
  const totalPaid = details.reduce((sum, d) => sum + d.paidMoney, 0);
  const totalFee = details.reduce((sum, d) => sum + d.feeCancel, 0);
  return {
    states,
    trips,
    details,
    totals: { totalPrice: details.reduce((sum, d) => sum + d.agencyPrice, 0), totalPaid, totalFee, refund: refundAmount(totalPaid, totalFee) },
  };
}

/** Fee per ticket and the refund, shown before cancelling (001 §2.1 'Cancel dialog'). */
export async function cancelDetails(deps: SalesDeps, session: SessionContext, ticketIds: readonly string[], now: number = Date.now()) {
  const plan = await planCancel(deps, session, ticketIds, now);
  return { detail: plan.details, ...plan.totals };
}

/** Cancels the tickets (status 0) in one transaction with their log entries and change, refused inside the cancel-lock window. */
export async function cancelTickets(deps: SalesDeps, session: SessionContext, input: z.output<typeof ZCancelTicketsRequest>, now: number = Date.now()) {
  const plan = await planCancel(deps, session, input.ticketIds, now);
  for (const trip of plan.trips.values()) assertTripOpenForCancel(trip, now);
  await deps.changes.transaction(async (tx, record) => {
    await deps.tickets.lockInIdOrder(tx, plan.details.map((d) => d.ticketId));
    for (const d of plan.details) {
      const done = await deps.tickets.cancelIfActive(tx, d.ticketId, {
        reason: input.cancelReason,
        fee: d.feeCancel,
        isRefunded: input.isRefunded,
        now,
        userName: session.name,
        userId: session.userId,
      });
      if (!done) throw new HttpError(409, MSG.sales.ticketNotEditable);
    }
    await deps.tickets.insertLogs(
      tx,
      plan.details.map((d) => ({
        ticketId: d.ticketId,
        createdDate: now,
        createdUserId: session.userId,
        createdUserName: session.name,
        logType: TicketLogAction.CANCEL,
        logs: [
          { field: 'seatIds', value: d.seatId },
          { field: 'ticketStatus', value: 0 },
          { field: 'cancelReason', value: input.cancelReason },
          { field: 'feeCancel', value: d.feeCancel },
          { field: 'refund', value: d.paidMoney - d.feeCancel },
          { field: 'isRefunded', value: input.isRefunded },
        ],
      })),
    );
    await record({ kind: 'tickets', ticketIds: plan.details.map((d) => d.ticketId) });
  });
  const cancelled = await deps.tickets.ownByIds(session.partnerId, plan.states.map((s) => s.id));
  return { tickets: cancelled, refund: plan.totals.refund, totalFee: plan.totals.totalFee };
}
