import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MSG, type TTicketStatsResponse, type ZTicketStatsRequest } from '@busdesk/api-contract';
import type { Database } from '../db/database';
import { HttpError } from '../lib/http-error';
import { expiredZeroPaidHold } from '../repositories/tickets-repository';
import { soldTicket } from '../sales/commission-rule';
import type { ReportScope } from './report-scope';

/**
 * 'Kết quả kinh doanh online' (002 §2, §7 POST report/crm5; docs/adr/0071): the bookings one partner made between two
 * instants (creation time, ms). partnerId absent: the session's own agency; a child station only for its parent's
 * ADMIN (the scope); anyone else's: 403 with a message. A STAFF user's figures are their own sales, as in every
 * ticket report (report-scope.ts). One booking is one ticket code:
 * - sellers: distinct employees who booked; goods: tickets (seats); orders: bookings;
 * - successful: a booking with a ticket sold (paid, on the trip, completed — the commission rule's 'sold');
 * - failed: a booking with none sold and none still held: every ticket cancelled, released or an expired zero-paid hold;
 * - value: Σ paid of the sold tickets, đồng.
 * A booking still held (or held with a deposit past its time, ADR 0047) is neither successful nor failed.
 */
export async function ticketStats(database: Database, scope: ReportScope, ownPartnerId: string, input: z.output<typeof ZTicketStatsRequest>, now = Date.now()): Promise<TTicketStatsResponse> {
  const partnerId = input.partnerId ?? ownPartnerId;
  if (!scope.partnerIds.includes(partnerId)) throw new HttpError(403, MSG.ledger.statsPartnerForbidden);
  const [s] = await database.rows<{
    sellers: number;
    goods: number;
    orders: number;
    success: number;
    failed: number;
    money: number;
  }>(sql`
    with booked as (
      select t.ticket_code, t.user_partner_id, t.paid_money,
        ${soldTicket('t')} as sold,
        (t.ticket_status = 0 or t.released_at is not null or ${expiredZeroPaidHold('t', now)}) as lost
      from tickets t
      where t.partner_id = ${partnerId} and t.created_at between ${input.startDate} and ${input.endDate}
        ${scope.sellerId ? sql`and t.user_partner_id = ${scope.sellerId}` : sql``}
    ), orders as (
      select ticket_code, bool_or(sold) as success, bool_and(lost) as failed from booked group by ticket_code
    )
    select (select count(distinct user_partner_id) from booked)::int as sellers,
      (select count(*) from booked)::int as goods,
      (select count(*) from orders)::int as orders,
      (select count(*) filter (where success) from orders)::int as success,
      (select count(*) filter (where failed) from orders)::int as failed,
      (select coalesce(sum(paid_money) filter (where sold), 0) from booked)::bigint as money`);
  return [
    {
      partnerId,
      totalSellers: s!.sellers,
      totalGoods: s!.goods,
      totalTickets: s!.orders,
      totalSuccessTickets: s!.success,
      totalFailedTickets: s!.failed,
      totalMoneyPaidTickets: Number(s!.money),
    },
  ];
}
