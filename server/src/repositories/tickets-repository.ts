import { and, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { TTicket, TTicketLog } from '@busdesk/api-contract';
import type { Database } from '../db/database';
import type { SqlRow } from '../db/row-types';
import { ticketLogs, tickets } from '../db/schema/index';
import { fromJson, inList, txRunner, type SqlRunner, type Tx } from '../db/sql';
import { prepareQuery, runPrepared } from '../lib/prepared-query';
import type { Change } from '../changes/change';
import type { ChangeFeed } from '../changes/change-feed';
import { toTicket, type DefaultedTicketColumns, type NewTicketLogRow, type NewTicketRow, type TicketPatch, type TicketRow } from './ticket-row';
import { bookingCommissionEntries, syncCommissionEntries } from '../sales/commission-ledger';

type TicketColumns = SqlRow<typeof tickets>;

/** A hold that just stopped blocking its seat. */
export interface ReleasedHold {
  ticketId: string;
  tripId: string;
  seatId: string;
  partnerId: string | null;
}

/**
 * The hold rule's `expired` state in SQL (api-contract rules/ticket-hold.ts, ADR 0047): a hold (2) with nothing paid
 * whose overTime (0 = no limit) has passed — released and hidden. A hold with a deposit is never in it: it keeps its
 * seat. `alias` is the tickets alias ('' for the bare table), `now` a number or a prepared statement's placeholder.
 */
export const expiredZeroPaidHold = (alias: string, now: number | SQL | Placeholder): SQL => {
  const a = sql.raw(alias ? `${alias}.` : '');
  return sql`(${a}ticket_status = 2 and ${a}paid_money = 0 and ${a}over_time > 0 and ${a}over_time < ${now})`;
};

/** Tickets that occupy their seat: not cancelled and not an expired, released hold. `t` is the tickets alias. */
export const ACTIVE_TICKET = sql`t.ticket_status <> 0 and t.released_at is null`;

/** Compile-time list of every key of T: adding a column to the row type without listing it fails to compile. */
const columnsOf = <T>(keys: { [K in keyof T]-?: true }) => sql.raw(Object.keys(keys).join(', '));

const TICKET_COLUMNS = columnsOf<NewTicketRow>({
  id: true, ticket_code: true, trip_id: true, company_id: true, route_id: true, start_date: true, seat_id: true, ticket_status: true,
  full_name: true, phone_number: true, email: true, birthday: true, note: true, agency_price: true, commission: true, original_ticket_price: true,
  paid_money: true, over_time: true, payment_type: true, foreign_key: true, is_adult: true, image: true, orderer: true,
  orderer_phone_number: true, point_up: true, point_down: true, point_up_type: true, point_down_type: true, address_up: true,
  address_down: true, trans_ship_up_id: true, trans_ship_down_id: true, surcharges: true, surcharge_price: true, invoice_info: true,
  partner_id: true, seller_id: true, seller_name: true, agency: true, user_partner_id: true, platform: true, platform_detail: true,
  sale_channel: true, get_in_time_plan: true, is_send_email: true, created_at: true, updated_at: true,
});
const LOG_COLUMNS = columnsOf<NewTicketLogRow>({ ticket_id: true, created_at: true, created_user_id: true, created_user_name: true, log_type: true, logs: true });
const DEFAULTED_COLUMNS = columnsOf<DefaultedTicketColumns>({
  id: true, invoice_status: true, serial_invoice: true, form_invoice: true, number_of_sms_sent: true, is_send_zns: true,
  number_of_print: true, cash_on_the_trip: true, cancel_reason: true, is_refunded: true,
});

/** What the staff ledger's commission entries read of an inserted ticket (besides the defaulted id). */
const LEDGER_COLUMNS = sql.raw(
  'ticket_status, payment_type, sale_channel, commission, partner_id, user_partner_id, created_at, ticket_code, seat_id, company_id',
);

/**
 * The booking's write, ONE statement: the tickets, their log rows, the sellers' commission entries (docs/adr/0070)
 * and the change events (ADR 0037). Atomic without
 * BEGIN/COMMIT (one round trip and one commit instead of five); a seat taken meanwhile fails the whole statement on
 * the partial unique index (23505) with no log row and no change written. Rows travel as JSON parameters expanded
 * by jsonb_populate_recordset, so the text is the same for every booking and is prepared once.
 */
const INSERT_BOOKING = prepareQuery(
  'insert_booking',
  sql`
    with inserted as (
      insert into tickets (${TICKET_COLUMNS})
      select ${TICKET_COLUMNS} from jsonb_populate_recordset(null::tickets, ${sql.placeholder('tickets')}::jsonb)
      returning ${DEFAULTED_COLUMNS}, ${LEDGER_COLUMNS}
    ), earned as (${bookingCommissionEntries('inserted')}
    ), logged as (
      insert into ticket_logs (${LOG_COLUMNS})
      select ${LOG_COLUMNS} from jsonb_populate_recordset(null::ticket_logs, ${sql.placeholder('logs')}::jsonb)
    ), changed as (
      insert into change_events (kind, payload, claimed_by, claimed_until)
      select c->>'kind', c, ${sql.placeholder('owner')}, ${sql.placeholder('until')}::bigint
      from jsonb_array_elements(${sql.placeholder('changes')}::jsonb) with ordinality as x(c, n) order by n
      returning id
    )
    select ${DEFAULTED_COLUMNS}, (select json_agg(id order by id) from changed) as change_ids from inserted`,
);

/** The state of an own ticket that the lifecycle rules look at. */
export interface OwnTicketState {
  id: string;
  ticketCode: string;
  tripId: string;
  seatId: string;
  ticketStatus: number;
  released: boolean;
  agencyPrice: number;
  paidMoney: number;
  phoneNumber: string | null;
}

/** The change feed as the repository uses it: who owns the changes it records, and the wake-up after a commit. */
export type TicketsRepositoryOptions = Pick<ChangeFeed, 'owner' | 'leaseUntil' | 'committed'>;

export function createTicketsRepository(database: Database, opts: TicketsRepositoryOptions) {
  const repo = {
    /**
     * Tickets in the API's shape. `where` is written against the alias `t`; callers always include the tenancy
     * condition (`t.partner_id = …`) themselves — this adds none.
     */
    async select(where: SQL, orderBy: SQL = sql`t.seat_id`, runner: SqlRunner = database): Promise<TTicket[]> {
      const rows = await runner.rows<TicketRow>(sql`
        select t.*, r.name as route_name, r.name_short as route_name_short, r.form_invoice as route_form_invoice,
          r.serial_invoice as route_serial_invoice, v.number_plate, tr.trip_code
        from tickets t
        join routes r on r.id = t.route_id
        join trips tr on tr.id = t.trip_id
        left join vehicles v on v.id = tr.vehicle_id
        where ${where}
        order by ${orderBy}`);
      return rows.map(toTicket);
    },

    /** The partner's own tickets with these ids (any order; missing or foreign ids are simply absent). */
    ownByIds(partnerId: string, ticketIds: readonly string[], runner: SqlRunner = database): Promise<TTicket[]> {
      return repo.select(sql`t.id in ${inList(ticketIds)} and t.partner_id = ${partnerId}`, sql`t.seat_id`, runner);
    },

    /**
     * Inserts a booking with its log rows and its change events in one statement (INSERT_BOOKING), the changes under
     * this process's lease; answers each sent row completed by its defaulted columns, in seat order, and the changes'
     * ids (the caller hands them to the dispatcher with what it knows: ChangeFeed.committed). Rows go in seat order:
     * two overlapping groups then wait on each other instead of deadlocking.
     */
    async insertBooking(
      rows: readonly NewTicketRow[],
      logs: readonly NewTicketLogRow[],
      changes: readonly Change[],
    ): Promise<{ tickets: Array<NewTicketRow & DefaultedTicketColumns>; changeIds: number[] }> {
      const ordered = [...rows].sort((a, b) => (a.seat_id < b.seat_id ? -1 : a.seat_id > b.seat_id ? 1 : 0));
      const returned = await runPrepared<DefaultedTicketColumns & { change_ids: unknown }>(database, INSERT_BOOKING, {
        tickets: JSON.stringify(ordered),
        logs: JSON.stringify(logs),
        changes: JSON.stringify(changes),
        owner: opts.owner,
        until: opts.leaseUntil(),
      });
      const byId = new Map(returned.map((r) => [r.id, r]));
      return {
        tickets: ordered.map((row) => {
          const { change_ids: _ids, ...defaulted } = byId.get(row.id)!;
          return { ...row, ...defaulted };
        }),
        changeIds: (fromJson<number[] | null>(returned[0]?.change_ids) ?? []).map(Number),
      };
    },

    /**
     * A booked ticket with nothing paid expires when its overTime passes (001 §4) and must stop blocking its seat.
     * Setting released_at takes it out of the partial unique index while its status stays 2, so history and the
     * 'Hết hạn giữ chỗ' display still see it. The release and its change event are one statement. A hold another
     * transaction has locked (a payment arriving for it, a cancel) is skipped, not waited for — taking holds in scan
     * order while that transaction takes its tickets in id order could deadlock; the next sweep sees it again.
     */
    async releaseExpiredHolds(now: number, tripId?: string): Promise<ReleasedHold[]> {
      const rows = await database.rows<Pick<TicketColumns, 'id' | 'trip_id' | 'seat_id' | 'partner_id'>>(sql`
        with released as (
          update tickets set released_at = ${now}
          where id in (
            select id from tickets
            where released_at is null and ${expiredZeroPaidHold('', now)}
              ${tripId ? sql`and trip_id = ${tripId}` : sql``}
            order by id for update skip locked)
          returning id, trip_id, seat_id, partner_id
        ), changed as (
          insert into change_events (kind, payload)
          select 'holds-released', jsonb_build_object('kind', 'holds-released', 'released',
            jsonb_agg(jsonb_build_object('ticketId', id, 'tripId', trip_id, 'seatId', seat_id, 'partnerId', partner_id)))
          from released having count(*) > 0
        )
        select * from released`);
      if (rows.length) opts.committed();
      return rows.map((r) => ({ ticketId: r.id, tripId: r.trip_id, seatId: r.seat_id, partnerId: r.partner_id }));
    },

    /**
     * Applies the patch if the ticket is still as the caller planned from (same paid amount and status, not
     * released): a concurrent payment makes this one fail (false) rather than count twice. A re-priced ticket keeps
     * the commission rate it was sold at: the commission scales with the price.
     */
    async patchIfUnchanged(
      tx: Tx,
      current: Pick<TTicket, 'ticketId' | 'paidMoney' | 'ticketStatus' | 'agencyPrice'>,
      patch: TicketPatch,
      ledger: { now?: number; actorUserId: string | null } = { actorUserId: null },
    ): Promise<boolean> {
      const commission =
        patch.agencyPrice !== undefined && patch.agencyPrice !== current.agencyPrice
          ? sql`case when ${tickets.agencyPrice} > 0 then round(${tickets.commission}::numeric * ${patch.agencyPrice} / ${tickets.agencyPrice})::bigint else 0 end`
          : undefined;
      const done = await tx
        .update(tickets)
        .set(commission ? { ...patch, commission } : patch)
        .where(
          and(eq(tickets.id, current.ticketId), eq(tickets.paidMoney, current.paidMoney), eq(tickets.ticketStatus, current.ticketStatus), isNull(tickets.releasedAt)),
        )
        .returning({ id: tickets.id });
      // A payment, a re-price or a change of payment type changes what the ticket earns: the ledger follows (ADR 0070).
      if (done.length) await syncCommissionEntries(txRunner(tx), [current.ticketId], ledger.now ?? Date.now(), ledger.actorUserId);
      return done.length > 0;
    },

    /**
     * Locks the tickets in id order, in the caller's transaction, before it changes them one by one. Every transaction
     * that changes several tickets takes them in this order (the payment processor's lockTickets, the cancelled
     * tickets' report update): in the order a request listed them, a clerk's cancel and a bank transfer for the same
     * group could each hold one ticket and wait for the other — a deadlock PostgreSQL breaks by failing one.
     */
    async lockInIdOrder(tx: Tx, ticketIds: readonly string[]): Promise<void> {
      if (ticketIds.length) await txRunner(tx).rows(sql`select id from tickets where id in ${inList([...new Set(ticketIds)])} order by id for update`);
    },

    /**
     * Cancels an active ticket (status 0 with its fee and refund flag); false when it is no longer active, so two
     * clerks cancelling the same ticket cannot both record a refund.
     */
    async cancelIfActive(
      tx: Tx,
      ticketId: string,
      c: { reason: string | null; fee: number; isRefunded: boolean; now: number; userName: string; userId?: string },
    ): Promise<boolean> {
      const done = await tx
        .update(tickets)
        .set({ ticketStatus: 0, cancelReason: c.reason, cancelFee: c.fee, isRefunded: c.isRefunded, cancelTime: c.now, cancelUserName: c.userName, updatedAt: c.now })
        .where(and(eq(tickets.id, ticketId), sql`${tickets.ticketStatus} <> 0`, isNull(tickets.releasedAt)))
        .returning({ id: tickets.id });
      // A cancelled ticket earns nothing: its commission is reversed by a new entry, never by changing the old one.
      if (done.length) await syncCommissionEntries(txRunner(tx), [ticketId], c.now, c.userId ?? null);
      return done.length > 0;
    },

    /** Log entries, in the caller's transaction. */
    async insertLogs(tx: Tx, entries: ReadonlyArray<typeof ticketLogs.$inferInsert>): Promise<void> {
      if (entries.length) await tx.insert(ticketLogs).values([...entries]);
    },

    /** Seats of the trip occupied right now by an active ticket (after a lost race, to name them). */
    async occupiedSeats(tripId: string, seatIds: readonly string[], runner: SqlRunner = database): Promise<string[]> {
      const rows = await runner.rows<Pick<TicketColumns, 'seat_id'>>(sql`
        select t.seat_id from tickets t where t.trip_id = ${tripId} and t.seat_id in ${inList(seatIds)} and ${ACTIVE_TICKET}`);
      return rows.map((r) => r.seat_id);
    },

    /**
     * The agency's own tickets by id on routes the session may sell, in the order asked; null when any id is missing,
     * another agency's or on another route (the caller answers 404: all or nothing, and nothing about the others leaks).
     */
    async ownStates(partnerId: string, routeIds: readonly string[], ticketIds: readonly string[]): Promise<OwnTicketState[] | null> {
      const wanted = [...new Set(ticketIds)];
      const rows = await database.rows<
        Pick<TicketColumns, 'id' | 'ticket_code' | 'trip_id' | 'seat_id' | 'ticket_status' | 'released_at' | 'agency_price' | 'paid_money' | 'phone_number'>
      >(sql`
        select t.id, t.ticket_code, t.trip_id, t.seat_id, t.ticket_status, t.released_at, t.agency_price, t.paid_money, t.phone_number
        from tickets t
        where t.id in ${inList(wanted)} and t.partner_id = ${partnerId} and t.route_id in ${inList(routeIds)}`);
      if (rows.length !== wanted.length) return null;
      const byId = new Map(rows.map((r) => [r.id, r]));
      return wanted.map((id) => {
        const r = byId.get(id)!;
        return {
          id: r.id,
          ticketCode: r.ticket_code,
          tripId: r.trip_id,
          seatId: r.seat_id,
          ticketStatus: r.ticket_status,
          released: r.released_at !== null,
          agencyPrice: r.agency_price,
          paidMoney: r.paid_money,
          phoneNumber: r.phone_number,
        };
      });
    },

    /** Seat and status of every active ticket of the trip not sold by this partner (never passenger data). */
    async otherSeats(tripId: string, partnerId: string): Promise<Array<{ seatId: string; ticketStatus: number }>> {
      const rows = await database.rows<Pick<TicketColumns, 'seat_id' | 'ticket_status'>>(sql`
        select t.seat_id, t.ticket_status from tickets t
        where t.trip_id = ${tripId} and ${ACTIVE_TICKET} and t.partner_id is distinct from ${partnerId}
        order by t.seat_id`);
      return rows.map((o) => ({ seatId: o.seat_id, ticketStatus: o.ticket_status }));
    },

    /** How many cancelled tickets the agency has per phone number (the cancel dialog's warning). */
    async cancelledCountsByPhone(partnerId: string, phones: readonly string[]): Promise<Map<string, number>> {
      // `in` never matches a null phone.
      const rows = await database.rows<{ phone_number: NonNullable<TicketColumns['phone_number']>; n: number }>(sql`
        select phone_number, count(*) as n from tickets
        where partner_id = ${partnerId} and ticket_status = 0 and phone_number in ${inList(phones)}
        group by phone_number`);
      return new Map(rows.map((c) => [c.phone_number, Number(c.n)]));
    },

    /** Whether the ticket is the agency's own on one of these routes. */
    async isOwn(partnerId: string, routeIds: readonly string[], ticketId: string): Promise<boolean> {
      const rows = await database.rows<Pick<TicketColumns, 'id'>>(sql`
        select t.id from tickets t where t.id = ${ticketId} and t.partner_id = ${partnerId} and t.route_id in ${inList(routeIds)}`);
      return rows.length > 0;
    },

    /** The ticket's history, oldest first. */
    async logOf(ticketId: string): Promise<TTicketLog[]> {
      const rows = await database.rows<Pick<SqlRow<typeof ticketLogs>, 'created_at' | 'created_user_name' | 'log_type' | 'logs'>>(sql`
        select created_at, created_user_name, log_type, logs from ticket_logs where ticket_id = ${ticketId} order by created_at, id`);
      return rows.map((r) => ({ createdDate: r.created_at, createdUserName: r.created_user_name, logType: r.log_type, logs: fromJson(r.logs) }));
    },
  };
  return repo;
}

export type TicketsRepository = ReturnType<typeof createTicketsRepository>;
