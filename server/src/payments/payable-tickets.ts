import { sql } from 'drizzle-orm';
import type { PaymentsDeps } from './payments-deps';
import { MSG, TicketStatus } from '@busdesk/api-contract';
import { HttpError } from '../lib/http-error';
import type { SessionContext } from '../repositories/sessions-repository';
import { inList } from '../db/sql';
import { authorisedRouteIds } from '../sales/authorised-routes';

/** A QR failure the dialog shows as is: the seeds' dialog reads results.error.message. */
export const qrError = (status: number, message: string) => new HttpError(status, message, { error: { message } });

export interface PayableTicket {
  ticketId: string;
  tripId: string;
  seatId: string;
  agencyPrice: number;
  paidMoney: number;
}

export interface PaymentConfig {
  companyId: string;
  companyName: string;
  bankBin: string;
  bankAccountNumber: string;
  bankAccountName: string;
  walletPartnerCode: string | null;
  walletSecret: string | null;
}

export async function loadPaymentConfig(deps: PaymentsDeps, companyId: string): Promise<PaymentConfig | null> {
  const [row] = await deps.database.rows<{
    company_id: string;
    company_name: string;
    bank_bin: string;
    bank_account_number: string;
    bank_account_name: string;
    wallet_partner_code: string | null;
    wallet_secret: string | null;
  }>(sql`
    select c.company_id, co.name as company_name, c.bank_bin, c.bank_account_number, c.bank_account_name, c.wallet_partner_code, c.wallet_secret
    from company_payment_configs c join companies co on co.id = c.company_id where c.company_id = ${companyId}`);
  if (!row) return null;
  return {
    companyId: row.company_id,
    companyName: row.company_name,
    bankBin: row.bank_bin,
    bankAccountNumber: row.bank_account_number,
    bankAccountName: row.bank_account_name,
    walletPartnerCode: row.wallet_partner_code,
    walletSecret: row.wallet_secret,
  };
}

/**
 * The tickets a QR may bill: the session agency's own, on its authorised routes (anything else is 404, as if it
 * did not exist), all of the request's one company, still held (2 or 7, not released) with money left to pay.
 * Expired zero-paid holds are released first, so a bill is never made for a seat that is already free.
 */
export async function loadPayableTickets(deps: PaymentsDeps, session: SessionContext, companyId: string, ticketIds: readonly string[]): Promise<PayableTicket[]> {
  const wanted = [...new Set(ticketIds)];
  const routeIds = await authorisedRouteIds(deps.database, session);
  const query = () =>
    deps.database.rows<{ id: string; trip_id: string; company_id: string; seat_id: string; ticket_status: number; released_at: number | null; agency_price: number; paid_money: number }>(sql`
      select t.id, t.trip_id, t.company_id, t.seat_id, t.ticket_status, t.released_at, t.agency_price, t.paid_money
      from tickets t
      where t.id in ${inList(wanted)} and t.partner_id = ${session.partnerId} and t.route_id in ${inList(routeIds)}
      order by t.seat_id`);
  let rows = await query();
  if (rows.length !== wanted.length) throw qrError(404, MSG.sales.ticketNotFound);
  const now = Date.now();
  let released = 0;
  for (const tripId of new Set(rows.map((r) => r.trip_id))) released += (await deps.tickets.releaseExpiredHolds(now, tripId)).length;
  if (released) rows = await query();
  if (rows.some((r) => r.company_id !== companyId)) throw qrError(400, MSG.payments.oneCompanyOnly);
  const held = (s: number) => s === TicketStatus.BOOKED || s === TicketStatus.COMPANY_HELD;
  if (rows.some((r) => !held(r.ticket_status) || r.released_at !== null)) throw qrError(400, MSG.payments.ticketsNotPayable);
  const tickets = rows.map((r) => ({ ticketId: r.id, tripId: r.trip_id, seatId: r.seat_id, agencyPrice: r.agency_price, paidMoney: r.paid_money }));
  if (amountDue(tickets) <= 0) throw qrError(400, MSG.payments.nothingToPay);
  return tickets;
}

/** đồng: what is left to pay on the tickets. */
export const amountDue = (tickets: readonly PayableTicket[]): number => tickets.reduce((sum, t) => sum + Math.max(0, t.agencyPrice - t.paidMoney), 0);
