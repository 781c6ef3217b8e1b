import { sql } from 'drizzle-orm';
import type { PaymentsDeps } from './payments-deps';
import { MSG, PaymentOutcome, type TRefundPayment } from '@busdesk/api-contract';
import { HttpError } from '../lib/http-error';
import type { SessionContext } from '../repositories/sessions-repository';
import { inList } from '../db/sql';
import { parseTicketInfos } from './bank-bills';

/** Money received without a sale to match: the agency's staff give it back (or collect the rest) and resolve it. */
export const REFUND_OUTCOMES = [PaymentOutcome.REFUND_NEEDED, PaymentOutcome.DUPLICATE, PaymentOutcome.UNDERPAID] as const;

interface EventRow extends Record<string, unknown> {
  id: string;
  provider: 'MB_QR' | 'MOMO_QR';
  transaction_id: string;
  bill_number: string | null;
  company_id: string | null;
  company_name: string | null;
  amount: number;
  outcome: string;
  received_at: number;
  note: string | null;
  resolved_at: number | null;
  resolved_by: string | null;
  ticket_infos: string | null;
  wallet_ticket_ids: string[] | null;
}

async function loadRefunds(deps: PaymentsDeps, where: ReturnType<typeof sql>): Promise<TRefundPayment[]> {
  const events = await deps.database.rows<EventRow>(sql`
    select e.id, e.provider, e.transaction_id, e.bill_number, e.company_id, c.name as company_name, e.amount, e.outcome, e.created_at as received_at,
      e.note, e.resolved_at, e.resolved_by, b.ticket_infos, w.ticket_ids as wallet_ticket_ids
    from payment_events e
    left join companies c on c.id = e.company_id
    left join bank_qr_transactions b on e.provider = 'MB_QR' and b.bill_number = e.bill_number
    left join wallet_orders w on e.provider = 'MOMO_QR' and w.order_id = e.bill_number
    where ${where} and e.outcome in ${inList(REFUND_OUTCOMES)}
    order by e.created_at desc, e.id
    limit 200`);
  const ticketIdsOf = (e: EventRow) => (e.ticket_infos ? parseTicketInfos(e.ticket_infos).map((t) => t.ticketId) : (e.wallet_ticket_ids ?? []));
  const allIds = [...new Set(events.flatMap(ticketIdsOf))];
  const seats = await deps.database.rows<{ id: string; seat_id: string; trip_id: string }>(sql`select id, seat_id, trip_id from tickets where id in ${inList(allIds)}`);
  const byId = new Map(seats.map((s) => [s.id, s]));
  return events.map((e) => {
    const ticketIds = ticketIdsOf(e);
    return {
      id: e.id,
      provider: e.provider,
      transactionId: e.transaction_id,
      billNumber: e.bill_number,
      companyId: e.company_id,
      companyName: e.company_name,
      amount: e.amount,
      outcome: e.outcome,
      ticketIds,
      seatIds: ticketIds.map((id) => byId.get(id)?.seat_id).filter((s): s is string => !!s),
      tripId: byId.get(ticketIds[0] ?? '')?.trip_id ?? null,
      receivedAt: e.received_at,
      note: e.note,
      resolvedAt: e.resolved_at,
      resolvedBy: e.resolved_by,
    };
  });
}

/** The agency's received payments needing a refund, open ones (or all, newest first). Only its own bills' payments. */
export async function listRefunds(deps: PaymentsDeps, session: SessionContext, includeResolved: boolean): Promise<TRefundPayment[]> {
  return loadRefunds(deps, sql`e.partner_id = ${session.partnerId} ${includeResolved ? sql`` : sql`and e.resolved_at is null`}`);
}

/** Marks one handled; resolving twice keeps the first resolution. Another agency's id answers 404. */
export async function resolveRefund(deps: PaymentsDeps, session: SessionContext, id: string, note: string | undefined): Promise<TRefundPayment> {
  await deps.database.rows(sql`
    update payment_events set resolved_at = ${Date.now()}, resolved_by = ${session.name},
      note = case when ${note ?? null}::text is null then note else concat_ws(' — ', note, ${note ?? null}::text) end
    where id = ${id} and partner_id = ${session.partnerId} and outcome in ${inList(REFUND_OUTCOMES)} and resolved_at is null`);
  const [payment] = await loadRefunds(deps, sql`e.id = ${id} and e.partner_id = ${session.partnerId}`);
  if (!payment) throw new HttpError(404, MSG.payments.refundNotFound);
  return payment;
}
