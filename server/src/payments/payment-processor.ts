import { PaymentOutcome, PaymentType, QR_TYPE_LABELS, TicketLogAction, TicketStatus, type TPaymentOutcome } from '@busdesk/api-contract';
import type { Change } from '../changes/change';
import type { Tx } from '../db/sql';
import type { LockedBill, PaymentEventRow, PaymentEventsRepository } from '../repositories/payment-events-repository';
import { ticketLogFields } from '../sales/booking';
import { findBillNumber } from './bill-number';
import type { PaymentsDeps } from './payments-deps';

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
function billNumberOf(ev: PaymentEventRow): string | null {
  if (ev.bill_number) return ev.bill_number.trim().toUpperCase();
  try {
    const body = JSON.parse(ev.raw_body) as { description?: unknown };
    return findBillNumber(typeof body.description === 'string' ? body.description : null);
  } catch {
    return null;
  }
}

/** Marks the bill's tickets paid with their log entries; a refund when they cannot be (cancelled, paid, seat re-sold). */
async function payTickets(events: PaymentEventsRepository, tx: Tx, ev: PaymentEventRow, bill: LockedBill, now: number): Promise<'paid' | 'late_paid' | { refund: string }> {
  const tickets = await events.lockTickets(tx, bill.ticketIds);
  const held = (s: number) => s === TicketStatus.BOOKED || s === TicketStatus.COMPANY_HELD;
  if (tickets.length !== bill.ticketIds.length || tickets.some((t) => !held(t.ticket_status))) return { refund: 'tickets cancelled or already paid' };
  const released = tickets.filter((t) => t.released_at !== null);
  for (const t of released) {
    if (await events.seatTakenByOther(tx, t)) return { refund: `seat ${t.seat_id} taken after the hold expired` };
  }
  const paymentType = ev.provider === 'MB_QR' ? PaymentType.MB_QR : PaymentType.ONLINE;
  // A booking that takes a released seat right now is caught by the seat index: a refund, not a failed delivery.
  if ((await events.markPaid(tx, bill.ticketIds, { ticketStatus: TicketStatus.PAID, paymentType, now })) === 'seat-taken') return { refund: 'seat taken after the hold expired' };
  await events.insertTicketLogs(
    tx,
    tickets.map((t) => ({
      ticket_id: t.id,
      created_at: now,
      created_user_id: null,
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
    })),
  );
  await events.closeBill(tx, ev.provider, bill.billNumber, now);
  await events.insertPayment(tx, {
    partner_id: bill.partnerId,
    company_id: bill.companyId,
    ticket_ids: bill.ticketIds,
    bill_number: bill.billNumber,
    amount: ev.amount,
    payment_type: paymentType,
    status: 2,
    created_at: now,
    // The payment of a simulated bill is simulated too: no money moved.
    simulated: bill.simulated,
  });
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
export async function processPaymentEvent(deps: Pick<PaymentsDeps, 'changes' | 'events'>, eventId: string, now: number): Promise<ProcessResult | null> {
  const { events } = deps;
  return deps.changes.transaction(async (tx, record) => {
    const ev = await events.lockUnprocessed(tx, eventId);
    if (!ev) return null;
    const billNumber = billNumberOf(ev);
    const bill = billNumber ? await events.lockBill(tx, ev.provider, billNumber, ev.company_id) : null;
    let outcome: TPaymentOutcome;
    let note: string | null = null;
    if (!bill) outcome = PaymentOutcome.UNMATCHED;
    else if (bill.paid) outcome = PaymentOutcome.DUPLICATE;
    else if (ev.amount < bill.amount) {
      outcome = PaymentOutcome.UNDERPAID;
      note = `${ev.amount} < ${bill.amount}`;
    } else {
      const paid = await payTickets(events, tx, ev, bill, now);
      if (typeof paid === 'object') {
        outcome = PaymentOutcome.REFUND_NEEDED;
        note = paid.refund;
      } else outcome = paid === 'late_paid' ? PaymentOutcome.LATE_PAID : PaymentOutcome.PAID;
    }
    await events.finish(tx, ev.id, { processed_at: now, outcome, partner_id: bill?.partnerId ?? null, bill_number: bill?.billNumber ?? ev.bill_number, note });
    const result: ProcessResult = { eventId: ev.id, outcome, partnerId: bill?.partnerId ?? null, billNumber: bill?.billNumber ?? null, ticketIds: bill?.ticketIds ?? [], amount: ev.amount, paidAt: now };
    for (const change of changesOf(result)) await record(change);
    return result;
  });
}

const isAttentionOutcome = (outcome: string): outcome is 'refund_needed' | 'duplicate' | 'underpaid' =>
  outcome === PaymentOutcome.REFUND_NEEDED || outcome === PaymentOutcome.DUPLICATE || outcome === PaymentOutcome.UNDERPAID;
