import { sql, type SQL } from 'drizzle-orm';
import { PaymentOutcome, PaymentType, QR_TYPE_LABELS, TicketLogAction, TicketStatus, type TPaymentOutcome } from '@busdesk/api-contract';
import type { Change } from '../changes/change';
import type { Db } from '../db/database';
import { inList, type Tx } from '../db/sql';
import { sqlState } from '../lib/http-error';
import { ticketLogFields } from '../sales/booking';
import { parseTicketInfos } from './bank-bills';
import { findBillNumber } from './bill-number';
import type { PaymentsDeps } from './payments-deps';
type Provider = 'MB_QR' | 'MOMO_QR';

async function rows<T>(tx: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

interface EventRow {
  id: string;
  provider: Provider;
  transaction_id: string;
  company_id: string | null;
  bill_number: string | null;
  amount: number;
  raw_body: string;
}

interface Bill {
  billNumber: string;
  partnerId: string | null;
  companyId: string | null;
  /** đồng */
  amount: number;
  paid: boolean;
  ticketIds: string[];
}

export interface ProcessResult {
  eventId: string;
  outcome: TPaymentOutcome;
  partnerId: string | null;
  billNumber: string | null;
  ticketIds: string[];
  amount: number;
  paidAt: number;
}

/** The bill a confirmation names: its bill number, or one found in the transfer's free text. */
function billNumberOf(ev: EventRow): string | null {
  if (ev.bill_number) return ev.bill_number.trim().toUpperCase();
  try {
    const body = JSON.parse(ev.raw_body) as { description?: unknown };
    return findBillNumber(typeof body.description === 'string' ? body.description : null);
  } catch {
    return null;
  }
}

async function lockBill(tx: Tx, ev: EventRow, billNumber: string): Promise<Bill | null> {
  if (ev.provider === 'MB_QR') {
    const [b] = await rows<{ bill_number: string; partner_id: string | null; company_id: string | null; total_money: number; trans_status: number; ticket_infos: string }>(
      tx,
      sql`select bill_number, partner_id, company_id, total_money, trans_status, ticket_infos from bank_qr_transactions
          where bill_number = ${billNumber} and company_id = ${ev.company_id} for update`,
    );
    if (!b) return null;
    return {
      billNumber: b.bill_number,
      partnerId: b.partner_id,
      companyId: b.company_id,
      amount: Math.round(b.total_money / 100),
      paid: b.trans_status === 2,
      ticketIds: parseTicketInfos(b.ticket_infos).map((t) => t.ticketId),
    };
  }
  const [o] = await rows<{ order_id: string; partner_id: string | null; company_id: string | null; amount: number; status: number; ticket_ids: string[] }>(
    tx,
    sql`select order_id, partner_id, company_id, amount, status, ticket_ids from wallet_orders where order_id = ${billNumber} and company_id = ${ev.company_id} for update`,
  );
  if (!o) return null;
  return { billNumber: o.order_id, partnerId: o.partner_id, companyId: o.company_id, amount: o.amount, paid: o.status === 2, ticketIds: o.ticket_ids };
}

interface TicketForPay {
  id: string;
  trip_id: string;
  seat_id: string;
  ticket_status: number;
  released_at: number | null;
  agency_price: number;
  paid_money: number;
  full_name: string | null;
  phone_number: string | null;
  note: string | null;
  point_up_name: string | null;
  point_down_name: string | null;
  route_name: string;
  get_in_time_plan: number | null;
  number_plate: string | null;
  agency: string | null;
  require_status: number | null;
}

/** Marks the bill's tickets paid with their log entries; 'seats-taken' when a released seat was sold meanwhile. */
async function payTickets(tx: Tx, ev: EventRow, bill: Bill, now: number): Promise<'paid' | 'late_paid' | { refund: string }> {
  const tickets = await rows<TicketForPay>(
    tx,
    sql`select t.id, t.trip_id, t.seat_id, t.ticket_status, t.released_at, t.agency_price, t.paid_money, t.full_name, t.phone_number, t.note,
          t.point_up->>'name' as point_up_name, t.point_down->>'name' as point_down_name, r.name as route_name, t.get_in_time_plan,
          v.number_plate, t.agency, (t.invoice_info->>'requireStatus')::int as require_status
        from tickets t join routes r on r.id = t.route_id join trips tr on tr.id = t.trip_id left join vehicles v on v.id = tr.vehicle_id
        where t.id in ${inList(bill.ticketIds)} order by t.id for update of t`,
  );
  const held = (s: number) => s === TicketStatus.BOOKED || s === TicketStatus.COMPANY_HELD;
  if (tickets.length !== bill.ticketIds.length || tickets.some((t) => !held(t.ticket_status))) return { refund: 'tickets cancelled or already paid' };
  const released = tickets.filter((t) => t.released_at !== null);
  for (const t of released) {
    const [taken] = await rows<{ id: string }>(
      tx,
      sql`select id from tickets where trip_id = ${t.trip_id} and seat_id = ${t.seat_id} and id <> ${t.id} and ticket_status <> 0 and released_at is null limit 1`,
    );
    if (taken) return { refund: `seat ${t.seat_id} taken after the hold expired` };
  }
  const paymentType = ev.provider === 'MB_QR' ? PaymentType.MB_QR : PaymentType.ONLINE;
  try {
    // A savepoint: a booking that takes a released seat right now makes the unique seat index refuse the
    // un-release (23505); that is a refund, not a failed delivery.
    await tx.transaction(async (sp) => {
      await sp.execute(sql`update tickets set ticket_status = ${TicketStatus.PAID}, paid_money = agency_price, payment_type = ${paymentType},
        over_time = null, released_at = null, updated_at = ${now} where id in ${inList(bill.ticketIds)}`);
    });
  } catch (err) {
    if (sqlState(err) === '23505') return { refund: 'seat taken after the hold expired' };
    throw err;
  }
  const logs = tickets.map((t) => ({
    ticket_id: t.id,
    created_at: now,
    created_user_name: QR_TYPE_LABELS[ev.provider],
    log_type: TicketLogAction.PAY,
    logs: ticketLogFields({
      seatId: t.seat_id,
      fullName: t.full_name,
      phoneNumber: t.phone_number,
      note: t.note,
      pointUpName: t.point_up_name,
      pointDownName: t.point_down_name,
      ticketStatus: TicketStatus.PAID,
      routeName: t.route_name,
      getInTime: t.get_in_time_plan,
      agencyPrice: t.agency_price,
      paidMoney: t.agency_price,
      numberPlate: t.number_plate,
      agency: t.agency,
      requireInvoiceStatus: t.require_status ?? 0,
    }),
  }));
  await tx.execute(sql`insert into ticket_logs (ticket_id, created_at, created_user_name, log_type, logs)
    select ticket_id, created_at, created_user_name, log_type, logs from jsonb_to_recordset(${JSON.stringify(logs)}::jsonb)
      as x(ticket_id text, created_at bigint, created_user_name text, log_type int, logs jsonb)`);
  if (ev.provider === 'MB_QR') {
    await tx.execute(sql`update bank_qr_transactions set trans_status = 2, paid_at = ${now} where bill_number = ${bill.billNumber}`);
  } else {
    await tx.execute(sql`update wallet_orders set status = 2 where order_id = ${bill.billNumber}`);
  }
  await tx.execute(sql`insert into payments (partner_id, company_id, ticket_ids, bill_number, amount, payment_type, status, created_at)
    values (${bill.partnerId}, ${bill.companyId}, array[${sql.join(
      bill.ticketIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::text[], ${bill.billNumber}, ${ev.amount}, ${paymentType}, 2, ${now})`);
  return released.length ? 'late_paid' : 'paid';
}

/** What screens hear of a processed confirmation: the QR dialog closes on a payment, staff see one that needs them. */
function changesOf(r: ProcessResult): Change[] {
  if (!r.partnerId || !r.billNumber) return [];
  const announce = r.outcome === PaymentOutcome.PAID || r.outcome === PaymentOutcome.LATE_PAID || isAttentionOutcome(r.outcome);
  if (!announce) return [];
  const payment: Change = { kind: 'payment', outcome: r.outcome, partnerId: r.partnerId, billNumber: r.billNumber, ticketIds: r.ticketIds, amount: r.amount, paidAt: r.paidAt };
  const paid = r.outcome === PaymentOutcome.PAID || r.outcome === PaymentOutcome.LATE_PAID;
  return paid && r.ticketIds.length ? [payment, { kind: 'tickets', ticketIds: r.ticketIds }] : [payment];
}

/**
 * Processes one stored confirmation exactly once: the event row is locked and must still be unprocessed, the
 * bill row is locked (two different transactions for one bill: the second is 'duplicate'), then the tickets.
 * Unmatched and under-paid transfers are recorded and mark nothing paid. The outcome's change events commit with
 * it (ADR 0037). Returns null when another worker (or an earlier call) already processed it.
 */
export async function processPaymentEvent(deps: Pick<PaymentsDeps, 'changes'>, eventId: string, now: number = Date.now()): Promise<ProcessResult | null> {
  return deps.changes.transaction(async (tx, record) => {
    const [ev] = await rows<EventRow>(
      tx,
      sql`select id, provider, transaction_id, company_id, bill_number, amount, raw_body from payment_events where id = ${eventId} and processed_at is null for update`,
    );
    if (!ev) return null;
    const billNumber = billNumberOf(ev);
    const bill = billNumber ? await lockBill(tx, ev, billNumber) : null;
    let outcome: TPaymentOutcome;
    let note: string | null = null;
    if (!bill) outcome = PaymentOutcome.UNMATCHED;
    else if (bill.paid) outcome = PaymentOutcome.DUPLICATE;
    else if (ev.amount < bill.amount) {
      outcome = PaymentOutcome.UNDERPAID;
      note = `${ev.amount} < ${bill.amount}`;
    } else {
      const paid = await payTickets(tx, ev, bill, now);
      if (typeof paid === 'object') {
        outcome = PaymentOutcome.REFUND_NEEDED;
        note = paid.refund;
      } else outcome = paid === 'late_paid' ? PaymentOutcome.LATE_PAID : PaymentOutcome.PAID;
    }
    await tx.execute(sql`update payment_events set processed_at = ${now}, outcome = ${outcome}, partner_id = ${bill?.partnerId ?? null},
      bill_number = ${bill?.billNumber ?? ev.bill_number}, note = ${note} where id = ${ev.id}`);
    const result: ProcessResult = { eventId: ev.id, outcome, partnerId: bill?.partnerId ?? null, billNumber: bill?.billNumber ?? null, ticketIds: bill?.ticketIds ?? [], amount: ev.amount, paidAt: now };
    for (const change of changesOf(result)) await record(change);
    return result;
  });
}

const isAttentionOutcome = (outcome: string): outcome is 'refund_needed' | 'duplicate' | 'underpaid' =>
  outcome === PaymentOutcome.REFUND_NEEDED || outcome === PaymentOutcome.DUPLICATE || outcome === PaymentOutcome.UNDERPAID;
