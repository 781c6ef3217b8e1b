import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { TicketStatus, type TDashboardBills, type TDashboardResponse, type TDashboardSales, type TDashboardSeats, type ZDashboardRequest } from '@busdesk/api-contract';
import type { Database } from '../db/database';
import { fromJson, inList } from '../db/sql';
import { REFUND_OUTCOMES } from '../payments/refunds';
import { businessDayBounds } from './business-day';
import { smsTotals, znsTotals } from './message-reports';
import type { ReportScope } from './report-scope';
import { ticketsOfDays } from './ticket-report';

/**
 * Asia/Ho_Chi_Minh is UTC+7 all year (no daylight saving since 1975), so the hour of an instant on the Vietnamese
 * clock is plain arithmetic, which needs no time-zone data in the database and keeps the grouping an integer sum.
 */
const VN_OFFSET_MS = 7 * 3_600_000;
const HOUR_MS = 3_600_000;

interface SalesGroupRow extends Record<string, unknown> {
  payment_type: number;
  hour: number;
  count: number;
  cancelled: number;
  paid_money: number;
  refund: number;
}

/**
 * The tickets created in the days, grouped by payment method and hour in one pass over the agency's creation index.
 * The filter is the ticket report's own (ticketsOfDays, dateType 1), so the sums are the report's totals for the day.
 */
async function salesOf(database: Database, scope: ReportScope, days: { startDate: number; endDate: number }): Promise<TDashboardSales> {
  const rows = await database.rows<SalesGroupRow>(sql`
    select t.payment_type, ((t.created_at + ${VN_OFFSET_MS}) / ${HOUR_MS} % 24)::int as hour, count(*)::int as count,
      count(*) filter (where t.ticket_status = ${TicketStatus.CANCELLED})::int as cancelled,
      coalesce(sum(t.paid_money), 0)::bigint as paid_money,
      coalesce(sum(t.paid_money - t.cancel_fee) filter (where t.ticket_status = ${TicketStatus.CANCELLED}), 0)::bigint as refund
    from tickets t
    where ${ticketsOfDays({ partnerIds: scope.partnerIds, sellerId: scope.sellerId, dateType: 1, ...days })}
    group by 1, 2`);
  const byType = new Map<number, { paymentType: number; count: number; paidMoney: number }>();
  const byHour = Array.from({ length: 24 }, (_, hour) => ({ hour, count: 0, paidMoney: 0 }));
  const sales: TDashboardSales = { count: 0, sold: 0, cancelled: 0, paidMoney: 0, refund: 0, byPaymentType: [], byHour };
  for (const r of rows) {
    sales.count += r.count;
    sales.cancelled += r.cancelled;
    sales.paidMoney += r.paid_money;
    sales.refund += r.refund;
    const type = byType.get(r.payment_type) ?? { paymentType: r.payment_type, count: 0, paidMoney: 0 };
    type.count += r.count;
    type.paidMoney += r.paid_money;
    byType.set(r.payment_type, type);
    byHour[r.hour]!.count += r.count;
    byHour[r.hour]!.paidMoney += r.paid_money;
  }
  sales.sold = sales.count - sales.cancelled;
  sales.byPaymentType = [...byType.values()].sort((a, b) => b.paidMoney - a.paidMoney || a.paymentType - b.paymentType);
  return sales;
}

/**
 * The trips departing in the days on the routes the scope's partners are authorised to sell (an approved company link),
 * their seats, the seats any active ticket holds, and how many of those the scope sold.
 */
async function seatsOf(database: Database, scope: ReportScope, days: { startDate: number; endDate: number }): Promise<TDashboardSeats> {
  const [trips] = await database.rows<{ ids: string[] | null; trips: number; capacity: number }>(sql`
    select array_agg(tr.id) as ids, count(*)::int as trips, coalesce(sum(tr.total_seat), 0)::int as capacity
    from trips tr
    where tr.start_date between ${days.startDate} and ${days.endDate}
      and tr.route_id in (
        select pr.route_id from partner_routes pr
        join routes r on r.id = pr.route_id
        join partner_companies pc on pc.partner_id = pr.partner_id and pc.company_id = r.company_id
        where pr.partner_id in ${inList(scope.partnerIds)} and pc.approved_status = 'approved')`);
  const ids = fromJson<string[] | null>(trips!.ids) ?? [];
  // One pass over the trips' active tickets (the seat guard's partial index, tickets_active_seat_uq, by trip).
  const [row] = await database.rows<{ taken: number; agency_sold: number }>(sql`
    select count(*)::int as taken,
      count(*) filter (where t.partner_id in ${inList(scope.partnerIds)} ${scope.sellerId ? sql`and t.user_partner_id = ${scope.sellerId}` : sql``})::int as agency_sold
    from tickets t
    where t.trip_id in ${inList(ids)} and t.ticket_status <> ${TicketStatus.CANCELLED} and t.released_at is null`);
  return { trips: trips!.trips, capacity: trips!.capacity, taken: row!.taken, agencySold: row!.agency_sold };
}

/**
 * Bills of the days that were not paid — bank QR (trans_status 1 processing, 3 error; minor units, shown in đồng) and
 * wallet orders (status 1 pending, 3 failed) — and the transfers of the days that paid no bill and are still open.
 */
async function billsOf(database: Database, scope: ReportScope, from: number, to: number): Promise<TDashboardBills> {
  const partners = inList(scope.partnerIds);
  const [r] = await database.rows<Record<string, number>>(sql`
    select b.bank_pending, b.bank_pending_amount, b.bank_failed, b.bank_failed_amount,
      w.wallet_pending, w.wallet_pending_amount, w.wallet_failed, w.wallet_failed_amount, e.refunds, e.refunds_amount
    from (
      select count(*) filter (where trans_status = 1)::int as bank_pending,
        (coalesce(sum(total_money) filter (where trans_status = 1), 0) / 100)::bigint as bank_pending_amount,
        count(*) filter (where trans_status = 3)::int as bank_failed,
        (coalesce(sum(total_money) filter (where trans_status = 3), 0) / 100)::bigint as bank_failed_amount
      from bank_qr_transactions where partner_id in ${partners} and created_at between ${from} and ${to}
    ) b, (
      select count(*) filter (where status = 1)::int as wallet_pending,
        coalesce(sum(amount) filter (where status = 1), 0)::bigint as wallet_pending_amount,
        count(*) filter (where status = 3)::int as wallet_failed,
        coalesce(sum(amount) filter (where status = 3), 0)::bigint as wallet_failed_amount
      from wallet_orders where partner_id in ${partners} and created_at between ${from} and ${to}
    ) w, (
      select count(*)::int as refunds, coalesce(sum(amount), 0)::bigint as refunds_amount
      from payment_events where partner_id in ${partners} and outcome in ${inList(REFUND_OUTCOMES)} and resolved_at is null
        and created_at between ${from} and ${to}
    ) e`);
  const amount = (count: string, money: string) => ({ count: r![count]!, amount: r![money]! });
  return {
    bankPending: amount('bank_pending', 'bank_pending_amount'),
    bankFailed: amount('bank_failed', 'bank_failed_amount'),
    walletPending: amount('wallet_pending', 'wallet_pending_amount'),
    walletFailed: amount('wallet_failed', 'wallet_failed_amount'),
    refundsToMake: amount('refunds', 'refunds_amount'),
  };
}

/**
 * The dashboard of business days (docs/adr/0072): a handful of aggregate queries, each the rule of the report that
 * shows the same thing — tickets as the ticket report by creation date, messages as the SMS and ZNS histories.
 */
export async function dashboard(database: Database, scope: ReportScope, input: z.output<typeof ZDashboardRequest>, now: () => number): Promise<TDashboardResponse> {
  const days = { startDate: input.startDate, endDate: input.endDate };
  const from = businessDayBounds(input.startDate).start;
  const to = businessDayBounds(input.endDate).end;
  // Independent reads: on PostgreSQL the pool runs them side by side; PGlite queues them on its one connection.
  const [sales, seats, bills, sms, zns] = await Promise.all([
    salesOf(database, scope, days),
    seatsOf(database, scope, days),
    billsOf(database, scope, from, to),
    smsTotals(database, scope, { fromDate: from, toDate: to }),
    znsTotals(database, scope, { fromDate: from, toDate: to }),
  ]);
  return { ...days, sales, seats, bills, messages: { sms, zns }, asOf: now() };
}
