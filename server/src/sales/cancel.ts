import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { MSG, TicketLogAction, type TCancelDetail, type TCancelDetailsResponse, type ZCancelTicketsRequest } from '@busdesk/api-contract';
import { ticketLogs } from '../db/schema/index';
import { badRequest, HttpError } from '../lib/http-error';
import type { SessionContext } from '../repositories/sessions-repository';
import { authorisedRouteIds, inList } from './authorised-routes';
import { assertTripOpenForCancel, isClosedTicket, loadOwnTicketStates, loadSaleTrip, type OwnTicketState, type SaleTrip } from './booking-rules';
import { txRunner } from './pricing';
import { publishTicketChanges } from './ticket-events';
import { selectTickets } from './ticket-rows';

const HOUR = 3_600_000;

/**
 * The cancel fee rule (ours; the seeds give only "refund = paid − total fee"): free more than 24 h before
 * departure, 10 % of the ticket price from 24 h to 4 h, 30 % inside 4 h; never more than was paid, so the
 * refund is never negative. Rounded to whole đồng.
 */
export function cancelFee(agencyPrice: number, paidMoney: number, startTime: number, now: number): number {
  const left = startTime - now;
  const rate = left > 24 * HOUR ? 0 : left > 4 * HOUR ? 0.1 : 0.3;
  return Math.min(Math.round(agencyPrice * rate), paidMoney);
}

interface CancelPlan {
  states: OwnTicketState[];
  trips: Map<string, SaleTrip>;
  details: TCancelDetail[];
  totals: Omit<TCancelDetailsResponse, 'detail'>;
}

async function planCancel(app: FastifyInstance, session: SessionContext, ticketIds: readonly string[], now: number): Promise<CancelPlan> {
  const database = app.database;
  const routeIds = await authorisedRouteIds(database, session);
  const states = await loadOwnTicketStates(database, session, routeIds, ticketIds);
  if (states.some(isClosedTicket)) throw badRequest(MSG.sales.ticketNotEditable);
  const trips = new Map<string, SaleTrip>();
  for (const tripId of new Set(states.map((s) => s.tripId))) trips.set(tripId, await loadSaleTrip(database, tripId, routeIds));
  const phones = [...new Set(states.map((s) => s.phoneNumber).filter((p): p is string => !!p))];
  const counts = await database.rows<{ phone_number: string; n: number }>(sql`
    select phone_number, count(*) as n from tickets
    where partner_id = ${session.partnerId} and ticket_status = 0 and phone_number in ${inList(phones)}
    group by phone_number`);
  const cancelledBefore = new Map(counts.map((c) => [c.phone_number, Number(c.n)]));
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
    totals: { totalPrice: details.reduce((sum, d) => sum + d.agencyPrice, 0), totalPaid, totalFee, refund: totalPaid - totalFee },
  };
}

/** Fee per ticket and the refund, shown before cancelling (001 §2.1 'Cancel dialog'). */
export async function cancelDetails(app: FastifyInstance, session: SessionContext, ticketIds: readonly string[], now: number = Date.now()) {
  const plan = await planCancel(app, session, ticketIds, now);
  return { detail: plan.details, ...plan.totals };
}

/** Cancels the tickets (status 0) in one transaction, refused inside the cancel-lock window. */
export async function cancelTickets(
  app: FastifyInstance,
  session: SessionContext,
  input: z.output<typeof ZCancelTicketsRequest>,
  now: number = Date.now(),
) {
  const plan = await planCancel(app, session, input.ticketIds, now);
  for (const trip of plan.trips.values()) assertTripOpenForCancel(trip, now);
  await app.database.db.transaction(async (tx) => {
    const runner = txRunner(tx);
    for (const d of plan.details) {
      // Conditional on still being active: two clerks cancelling the same ticket cannot both record a refund.
      const done = await runner.rows<{ id: string }>(sql`
        update tickets set ticket_status = 0, cancel_reason = ${input.cancelReason}, cancel_fee = ${d.feeCancel},
          is_refunded = ${input.isRefunded}, cancel_time = ${now}, cancel_user_name = ${session.name}, updated_at = ${now}
        where id = ${d.ticketId} and ticket_status <> 0 and released_at is null
        returning id`);
      if (!done.length) throw new HttpError(409, MSG.sales.ticketNotEditable);
    }
    await tx.insert(ticketLogs).values(
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
  });
  const cancelled = await selectTickets(app.database, sql`t.id in ${inList(plan.states.map((s) => s.id))} and t.partner_id = ${session.partnerId}`);
  // Published after the answer is on its way; publish failures are logged inside.
  void publishTicketChanges(app, cancelled);
  return { tickets: cancelled, refund: plan.totals.refund, totalFee: plan.totals.totalFee };
}
