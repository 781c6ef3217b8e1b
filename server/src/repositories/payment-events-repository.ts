import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { SqlRow } from '../db/row-types';
import type { bankQrTransactions, paymentEvents, payments, tickets, walletOrders } from '../db/schema/index';
import { inList, textArray, txRunner, type Tx } from '../db/sql';
import { sqlState } from '../lib/http-error';
import type { NewTicketLogRow } from './ticket-row';
import { PaymentEventWriter, type StoredEvent, type StoredEventInput } from './payment-event-writer';
import { parseTicketInfos } from './payments-repository';
import { syncCommissionEntries } from '../sales/commission-ledger';

type EventColumns = SqlRow<typeof paymentEvents>;
type TicketColumns = SqlRow<typeof tickets>;

export type PaymentProvider = 'MB_QR' | 'MOMO_QR';

/** A stored confirmation as processing reads it. */
export type PaymentEventRow = Pick<EventColumns, 'id' | 'transaction_id' | 'company_id' | 'bill_number' | 'amount' | 'raw_body'> & { provider: PaymentProvider };

/** The bill (bank) or order (wallet) a confirmation pays, locked for the processing transaction. */
export interface LockedBill {
  billNumber: string;
  partnerId: string | null;
  companyId: string | null;
  /** đồng */
  amount: number;
  paid: boolean;
  ticketIds: string[];
  /** Issued by a local (simulated) driver; null when issued before this was recorded. */
  simulated: boolean | null;
}

/** A ticket of the bill, with what its PAY log entry records. */
export type TicketForPay = Pick<
  TicketColumns,
  'id' | 'trip_id' | 'seat_id' | 'ticket_status' | 'released_at' | 'agency_price' | 'paid_money' | 'full_name' | 'phone_number' | 'note' | 'get_in_time_plan' | 'agency'
> & {
  point_up_name: string | null;
  point_down_name: string | null;
  route_name: string;
  number_plate: string | null;
  require_status: number | null;
};

/** A received payment needing a refund, with its bill's tickets and their seats. */
export interface RefundRow {
  id: string;
  provider: PaymentProvider;
  transactionId: string;
  billNumber: string | null;
  companyId: string | null;
  companyName: string | null;
  amount: number;
  outcome: string;
  ticketIds: string[];
  seatIds: string[];
  tripId: string | null;
  receivedAt: number;
  note: string | null;
  resolvedAt: number | null;
  resolvedBy: string | null;
}

export type { StoredEvent, StoredEventInput };

/**
 * Payment confirmations (webhook deliveries): storing them on the acknowledgement's fast path (group commit),
 * the statements of their processing transaction, and the received payments that need a refund.
 */
export function createPaymentEventsRepository(database: Database) {
  const writer = new PaymentEventWriter(database);
  const rowsOf = <T extends Record<string, unknown>>(tx: Tx, query: ReturnType<typeof sql>) => txRunner(tx).rows<T>(query);

  async function refunds(where: ReturnType<typeof sql>, outcomes: readonly string[]): Promise<RefundRow[]> {
    const events = await database.rows<
      Pick<EventColumns, 'id' | 'transaction_id' | 'bill_number' | 'company_id' | 'amount' | 'note' | 'resolved_at' | 'resolved_by'> & {
        provider: PaymentProvider;
        outcome: string;
        company_name: string | null;
        received_at: number;
        ticket_infos: SqlRow<typeof bankQrTransactions>['ticket_infos'] | null;
        wallet_ticket_ids: SqlRow<typeof walletOrders>['ticket_ids'] | null;
      }
    >(sql`
      select e.id, e.provider, e.transaction_id, e.bill_number, e.company_id, c.name as company_name, e.amount, e.outcome, e.created_at as received_at,
        e.note, e.resolved_at, e.resolved_by, b.ticket_infos, w.ticket_ids as wallet_ticket_ids
      from payment_events e
      left join companies c on c.id = e.company_id
      left join bank_qr_transactions b on e.provider = 'MB_QR' and b.bill_number = e.bill_number
      left join wallet_orders w on e.provider = 'MOMO_QR' and w.order_id = e.bill_number
      where ${where} and e.outcome in ${inList(outcomes)}
      order by e.created_at desc, e.id
      limit 200`);
    const ticketIdsOf = (e: (typeof events)[number]) => (e.ticket_infos ? parseTicketInfos(e.ticket_infos).map((t) => t.ticketId) : (e.wallet_ticket_ids ?? []));
    const allIds = [...new Set(events.flatMap(ticketIdsOf))];
    const seats = await database.rows<Pick<TicketColumns, 'id' | 'seat_id' | 'trip_id'>>(sql`select id, seat_id, trip_id from tickets where id in ${inList(allIds)}`);
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

  return {
    /** Stores a delivery (unique provider + transaction id); deliveries arriving together share one commit. */
    store: (input: StoredEventInput): Promise<StoredEvent> => writer.store(input),
    /** True while deliveries are waiting or being written (processing yields to them). */
    get storing(): boolean {
      return writer.busy;
    },

    /** Stored confirmations not processed yet, oldest first. */
    async unprocessedIds(limit: number): Promise<string[]> {
      const rows = await database.rows<Pick<EventColumns, 'id'>>(sql`select id from payment_events where processed_at is null order by created_at, id limit ${limit}`);
      return rows.map((r) => r.id);
    },

    /** The outcome of a stored confirmation (null while unprocessed or unknown). */
    async outcomeOf(provider: PaymentProvider, transactionId: string): Promise<string | null> {
      const [event] = await database.rows<Pick<EventColumns, 'outcome'>>(
        sql`select outcome from payment_events where provider = ${provider} and transaction_id = ${transactionId}`,
      );
      return event?.outcome ?? null;
    },

    // The statements of one confirmation's processing transaction, in the order it takes its locks.

    /**
     * The confirmation, locked, if it is still unprocessed and nobody else is processing it. SKIP LOCKED: another
     * instance holding it (its own delivery, or its retry sweep) finishes it; this one moves on instead of waiting
     * to find it processed.
     */
    async lockUnprocessed(tx: Tx, eventId: string): Promise<PaymentEventRow | null> {
      const [ev] = await rowsOf<PaymentEventRow>(
        tx,
        sql`select id, provider, transaction_id, company_id, bill_number, amount, raw_body from payment_events where id = ${eventId} and processed_at is null for update skip locked`,
      );
      return ev ?? null;
    },

    /** The company's bill (bank) or order (wallet) with that number, locked. */
    async lockBill(tx: Tx, provider: PaymentProvider, billNumber: string, companyId: string | null): Promise<LockedBill | null> {
      if (provider === 'MB_QR') {
        const [b] = await rowsOf<Pick<SqlRow<typeof bankQrTransactions>, 'bill_number' | 'partner_id' | 'company_id' | 'total_money' | 'trans_status' | 'ticket_infos' | 'simulated'>>(
          tx,
          sql`select bill_number, partner_id, company_id, total_money, trans_status, ticket_infos, simulated from bank_qr_transactions
              where bill_number = ${billNumber} and company_id = ${companyId} for update`,
        );
        if (!b) return null;
        return {
          billNumber: b.bill_number,
          partnerId: b.partner_id,
          companyId: b.company_id,
          amount: Math.round(b.total_money / 100),
          paid: b.trans_status === 2,
          ticketIds: parseTicketInfos(b.ticket_infos).map((t) => t.ticketId),
          simulated: b.simulated,
        };
      }
      const [o] = await rowsOf<Pick<SqlRow<typeof walletOrders>, 'order_id' | 'partner_id' | 'company_id' | 'amount' | 'status' | 'ticket_ids' | 'simulated'>>(
        tx,
        sql`select order_id, partner_id, company_id, amount, status, ticket_ids, simulated from wallet_orders where order_id = ${billNumber} and company_id = ${companyId} for update`,
      );
      if (!o) return null;
      return { billNumber: o.order_id, partnerId: o.partner_id, companyId: o.company_id, amount: o.amount, paid: o.status === 2, ticketIds: o.ticket_ids, simulated: o.simulated };
    },

    /** The bill's tickets, locked in id order (two bills sharing a ticket lock in the same order). */
    lockTickets(tx: Tx, ticketIds: readonly string[]): Promise<TicketForPay[]> {
      return rowsOf<TicketForPay>(
        tx,
        sql`select t.id, t.trip_id, t.seat_id, t.ticket_status, t.released_at, t.agency_price, t.paid_money, t.full_name, t.phone_number, t.note,
              t.point_up->>'name' as point_up_name, t.point_down->>'name' as point_down_name, r.name as route_name, t.get_in_time_plan,
              v.number_plate, t.agency, (t.invoice_info->>'requireStatus')::int as require_status
            from tickets t join routes r on r.id = t.route_id join trips tr on tr.id = t.trip_id left join vehicles v on v.id = tr.vehicle_id
            where t.id in ${inList(ticketIds)} order by t.id for update of t`,
      );
    },

    /** Whether another active ticket now holds the released ticket's seat. */
    async seatTakenByOther(tx: Tx, t: Pick<TicketForPay, 'id' | 'trip_id' | 'seat_id'>): Promise<boolean> {
      const rows = await rowsOf<Pick<TicketColumns, 'id'>>(
        tx,
        sql`select id from tickets where trip_id = ${t.trip_id} and seat_id = ${t.seat_id} and id <> ${t.id} and ticket_status <> 0 and released_at is null limit 1`,
      );
      return rows.length > 0;
    },

    /**
     * Marks the tickets paid in full (un-releasing expired holds) inside a savepoint: a booking that takes a released
     * seat right now makes the unique seat index refuse it (23505), answered 'seat-taken' with the transaction intact.
     */
    async markPaid(tx: Tx, ticketIds: readonly string[], p: { ticketStatus: number; paymentType: number; now: number }): Promise<'paid' | 'seat-taken'> {
      try {
        await tx.transaction(async (sp) => {
          await sp.execute(sql`update tickets set ticket_status = ${p.ticketStatus}, paid_money = agency_price, payment_type = ${p.paymentType},
            over_time = null, released_at = null, updated_at = ${p.now} where id in ${inList(ticketIds)}`);
          // Paid by the bank or wallet: the seller's commission is earned now, in the payment's transaction (ADR 0070).
          await syncCommissionEntries(txRunner(sp), ticketIds, p.now, null);
        });
        return 'paid';
      } catch (err) {
        if (sqlState(err) === '23505') return 'seat-taken';
        throw err;
      }
    },

    async insertTicketLogs(tx: Tx, logs: readonly NewTicketLogRow[]): Promise<void> {
      await tx.execute(sql`insert into ticket_logs (ticket_id, created_at, created_user_id, created_user_name, log_type, logs)
        select ticket_id, created_at, created_user_id, created_user_name, log_type, logs from jsonb_populate_recordset(null::ticket_logs, ${JSON.stringify(logs)}::jsonb)`);
    },

    /** Closes the paid bill (bank: with its payment time) or order. */
    async closeBill(tx: Tx, provider: PaymentProvider, billNumber: string, now: number): Promise<void> {
      if (provider === 'MB_QR') await tx.execute(sql`update bank_qr_transactions set trans_status = 2, paid_at = ${now} where bill_number = ${billNumber}`);
      else await tx.execute(sql`update wallet_orders set status = 2 where order_id = ${billNumber}`);
    },

    async insertPayment(
      tx: Tx,
      p: Pick<SqlRow<typeof payments>, 'partner_id' | 'company_id' | 'ticket_ids' | 'bill_number' | 'amount' | 'payment_type' | 'status' | 'created_at' | 'simulated'>,
    ): Promise<void> {
      await tx.execute(sql`insert into payments (partner_id, company_id, ticket_ids, bill_number, amount, payment_type, status, created_at, simulated)
        values (${p.partner_id}, ${p.company_id}, ${textArray(p.ticket_ids)}, ${p.bill_number}, ${p.amount}, ${p.payment_type}, ${p.status}, ${p.created_at}, ${p.simulated})`);
    },

    /** Records the confirmation's outcome: processed once, never again. */
    async finish(tx: Tx, eventId: string, f: Pick<EventColumns, 'processed_at' | 'outcome' | 'partner_id' | 'bill_number' | 'note'>): Promise<void> {
      await tx.execute(sql`update payment_events set processed_at = ${f.processed_at}, outcome = ${f.outcome}, partner_id = ${f.partner_id},
        bill_number = ${f.bill_number}, note = ${f.note} where id = ${eventId}`);
    },

    /** The agency's received payments with one of `outcomes`, newest first: open ones, or all. */
    agencyRefunds: (partnerId: string, outcomes: readonly string[], includeResolved: boolean) =>
      refunds(sql`e.partner_id = ${partnerId} ${includeResolved ? sql`` : sql`and e.resolved_at is null`}`, outcomes),

    /** One of the agency's payments with one of `outcomes`; null for another agency's id. */
    async agencyRefund(partnerId: string, id: string, outcomes: readonly string[]): Promise<RefundRow | null> {
      const [row] = await refunds(sql`e.id = ${id} and e.partner_id = ${partnerId}`, outcomes);
      return row ?? null;
    },

    /**
     * Marks one resolved (the first resolution stays; a note is appended), in the caller's transaction (with its
     * 'refund-resolved' change). True when this call resolved it; false when it was resolved already or is not the
     * agency's.
     */
    async resolve(tx: Tx, partnerId: string, id: string, outcomes: readonly string[], r: { now: number; by: string; note: string | null }): Promise<boolean> {
      const rows = await rowsOf<{ id: string }>(
        tx,
        sql`
        update payment_events set resolved_at = ${r.now}, resolved_by = ${r.by},
          note = case when ${r.note}::text is null then note else concat_ws(' — ', note, ${r.note}::text) end
        where id = ${id} and partner_id = ${partnerId} and outcome in ${inList(outcomes)} and resolved_at is null
        returning id`,
      );
      return rows.length > 0;
    },
  };
}

export type PaymentEventsRepository = ReturnType<typeof createPaymentEventsRepository>;
