import { sql, type SQL } from 'drizzle-orm';
import { MoneyType, MSG, TRANSACTION_STATUS_CODE, TransactionType } from '@busdesk/api-contract';
import { inList, type SqlRunner } from '../db/sql';
import { earnedCommission } from './commission-rule';

/**
 * The commission side of the staff ledger (docs/adr/0070). Each ticket sold by a partner user has, in
 * partner_transactions (balanceType 2 'Hoa hồng'), entries whose sum is what the ticket earns now by THE commission
 * rule (commission-rule.ts, which the settlement sheet sums too). Entries are only ever added: a sale writes the
 * commission, a cancel writes its reversal (a negative entry), a re-price or a change of payment writes the
 * difference. Every write runs inside the transaction (or the statement) of the ticket change that causes it.
 */

// Constants inlined (not bound): an INSERT … SELECT would type a bare parameter as text.
const COMMISSION = sql.raw(String(MoneyType.API_FEE));
const SUCCESS = sql.raw(String(TRANSACTION_STATUS_CODE.SUCCESS));
const TICKET = sql.raw(String(TransactionType.TICKET));
const L = MSG.ledger;

/** '<what> <ticket code> ghế <seat>' over a tickets alias. */
const describe = (a: string, what: SQL | string): SQL =>
  sql`${what}::text || ' ' || ${sql.raw(`${a}.ticket_code`)} || ' ' || ${L.seat}::text || ' ' || ${sql.raw(`${a}.seat_id`)}`;

/**
 * The commission entries of a booking, as one more data-modifying CTE of the booking's single statement: `alias`
 * is the CTE that RETURNs the inserted tickets (with ticket_status, payment_type, sale_channel, commission, partner_id,
 * user_partner_id, created_at, ticket_code, seat_id, company_id). A refused booking (seat taken) writes none.
 */
export function bookingCommissionEntries(alias: string): SQL {
  const a = (c: string) => sql.raw(`${alias}.${c}`);
  return sql`
    insert into partner_transactions (partner_id, partner_user_id, pay_date, balance_type, transaction_type, amount, description, status, ticket_id, company_id, created_by_user_id)
    select ${a('partner_id')}, ${a('user_partner_id')}, ${a('created_at')}, ${COMMISSION}, ${TICKET}, ${earnedCommission(alias)},
      ${describe(alias, L.commissionEarned)}, ${SUCCESS}, ${a('id')}, ${a('company_id')}, ${a('user_partner_id')}
    from ${sql.raw(alias)}
    where ${a('partner_id')} is not null and ${a('user_partner_id')} is not null and ${earnedCommission(alias)} <> 0`;
}

/**
 * Brings the tickets' commission entries to what they earn now, in the caller's transaction, after it changed them
 * (paid, re-priced, cancelled). The tickets' rows are locked by that change, so two writers of one ticket take
 * turns and the second sees the first's entries. Answers how many entries were written.
 */
export async function syncCommissionEntries(runner: SqlRunner, ticketIds: readonly string[], now: number, actorUserId: string | null): Promise<number> {
  if (!ticketIds.length) return 0;
  const rows = await runner.rows<{ id: string }>(sql`
    insert into partner_transactions (partner_id, partner_user_id, pay_date, balance_type, transaction_type, amount, description, status, ticket_id, company_id, created_by_user_id)
    select t.partner_id, t.user_partner_id, ${now}::bigint, ${COMMISSION}, ${TICKET}, e.earned - l.entered,
      case when l.entered = 0 then ${describe('t', L.commissionEarned)}
        when e.earned = 0 then ${describe('t', L.commissionReversed)}
        else ${describe('t', L.commissionAdjusted)} end,
      ${SUCCESS}, t.id, t.company_id, ${actorUserId}::text
    from tickets t
    cross join lateral (select ${earnedCommission('t')} as earned) e
    cross join lateral (
      select coalesce(sum(p.amount), 0) as entered from partner_transactions p where p.ticket_id = t.id and p.balance_type = ${COMMISSION}
    ) l
    where t.id in ${inList(ticketIds)} and t.partner_id is not null and t.user_partner_id is not null and e.earned <> l.entered
    returning id`);
  return rows.length;
}
