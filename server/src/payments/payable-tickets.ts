import type { PaymentsDeps } from './payments-deps';
import { amountDue, MSG, ticketActions } from '@busdesk/api-contract';
import { HttpError } from '../lib/http-error';
import type { SessionContext } from '../repositories/sessions-repository';

/** A QR failure the dialog shows as is: the seeds' dialog reads results.error.message. */
export const qrError = (status: number, message: string) => new HttpError(status, message, { error: { message } });

export interface PayableTicket {
  ticketId: string;
  tripId: string;
  seatId: string;
  agencyPrice: number;
  paidMoney: number;
}

/**
 * The tickets a QR may bill: the session agency's own, on its authorised routes (anything else is 404, as if it
 * did not exist), all of the request's one company, whose balance may be collected (held, or an expired hold with
 * a deposit: rules/ticket-hold.ts) with money left to pay.
 * Expired zero-paid holds are released first, so a bill is never made for a seat that is already free.
 */
export async function loadPayableTickets(deps: PaymentsDeps, session: SessionContext, companyId: string, ticketIds: readonly string[]): Promise<PayableTicket[]> {
  const wanted = [...new Set(ticketIds)];
  let rows = await deps.payments.payableTickets(session, wanted);
  if (rows.length !== wanted.length) throw qrError(404, MSG.sales.ticketNotFound);
  const now = deps.now();
  let released = 0;
  for (const tripId of new Set(rows.map((r) => r.trip_id))) released += (await deps.tickets.releaseExpiredHolds(now, tripId)).length;
  if (released) rows = await deps.payments.payableTickets(session, wanted);
  if (rows.some((r) => r.company_id !== companyId)) throw qrError(400, MSG.payments.oneCompanyOnly);
  // A bill is for tickets whose balance may be collected (the hold rule, ADR 0047: held, or an expired hold with a
  // deposit); tickets that owe nothing are refused together below.
  const collectable = (r: (typeof rows)[number]) =>
    r.released_at === null && ticketActions({ ticketStatus: r.ticket_status, overTime: r.over_time, paidMoney: r.paid_money, agencyPrice: r.agency_price }, now).payInFull;
  if (!rows.every(collectable)) throw qrError(400, MSG.payments.ticketsNotPayable);
  const tickets = rows.map((r) => ({ ticketId: r.id, tripId: r.trip_id, seatId: r.seat_id, agencyPrice: r.agency_price, paidMoney: r.paid_money }));
  if (amountDue(tickets) <= 0) throw qrError(400, MSG.payments.nothingToPay);
  return tickets;
}

