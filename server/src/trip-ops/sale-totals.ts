import { sql } from 'drizzle-orm';
import { EMPTY_TRIP_SALE_TOTALS, type TTripSaleTotals } from '@busdesk/api-contract';
import type { Database } from '../db/database';
import type { SqlRow } from '../db/row-types';
import type { tickets } from '../db/schema/index';
import { inList } from '../db/sql';
import { earnedCommission, paidInCash, soldAtCounter, soldTicket } from '../sales/commission-rule';

/**
 * The sale-type rule of the settlement sheet (000 §2.4, 001 §3), over the agency's own tickets of a trip that
 * were sold (status 3 paid, 4 on the trip, 5 completed; holds and cancelled tickets carry no settled money):
 * - onlineCompany: sold through the company's online channel for the agency (tickets.sale_channel 1);
 * - onlinePartner: sold through the agency's own online channel (sale_channel 2);
 * - at the counter (sale_channel 0, what /book-ticket sells): cashDelegate when paid in cash (payment type 3 at
 *   the counter, 2 to the assistant), onlineDelegate otherwise (1 online, 6 transfer, 24 bank QR).
 * Revenue is the ticket price (agency_price). Commission is the ticket's own commission in đồng, fixed when it
 * was sold (tickets.commission; neither partner_companies nor routes carry a rate). The seeds give cashDelegate
 * no commission field, so it has none. Integer đồng throughout (sum of int8 is read as a number).
 */
const CASH = paidInCash('t');
const COUNTER = soldAtCounter('t');
const SOLD = soldTicket('t');
/** The one commission rule (sales/commission-rule.ts), which the staff ledger writes too. */
const EARNED = earnedCommission('t');

type TicketColumns = SqlRow<typeof tickets>;

/**
 * Per trip: ticket counts (count(*)::int), and coalesced sums of the tickets' agency_price (revenue) and commission,
 * each in its column's type.
 */
type TotalsRow = Pick<TicketColumns, 'trip_id'> &
  Record<'oc_total' | 'op_total' | 'cd_total' | 'od_total', number> &
  Record<'oc_revenue' | 'op_revenue' | 'cd_revenue' | 'od_revenue', TicketColumns['agency_price']> &
  Record<'oc_commission' | 'op_commission' | 'od_commission', TicketColumns['commission']>;

/** Totals per trip for the given trips (each already checked to be the agency's to see); every trip gets an entry. */
export async function saleTotalsByTrip(database: Database, partnerId: string, tripIds: readonly string[]): Promise<Map<string, TTripSaleTotals>> {
  const result = new Map<string, TTripSaleTotals>(tripIds.map((id) => [id, { ...EMPTY_TRIP_SALE_TOTALS }]));
  if (!tripIds.length) return result;
  const onlineCompany = sql`t.sale_channel = 1`;
  const onlinePartner = sql`t.sale_channel = 2`;
  const cashDelegate = sql`${COUNTER} and ${CASH}`;
  const onlineDelegate = sql`${COUNTER} and not (${CASH})`;
  const rows = await database.rows<TotalsRow>(sql`
    select t.trip_id,
      count(*) filter (where ${onlineCompany})::int as oc_total,
      coalesce(sum(t.agency_price) filter (where ${onlineCompany}), 0) as oc_revenue,
      coalesce(sum(${EARNED}) filter (where ${onlineCompany}), 0) as oc_commission,
      count(*) filter (where ${onlinePartner})::int as op_total,
      coalesce(sum(t.agency_price) filter (where ${onlinePartner}), 0) as op_revenue,
      coalesce(sum(${EARNED}) filter (where ${onlinePartner}), 0) as op_commission,
      count(*) filter (where ${cashDelegate})::int as cd_total,
      coalesce(sum(t.agency_price) filter (where ${cashDelegate}), 0) as cd_revenue,
      count(*) filter (where ${onlineDelegate})::int as od_total,
      coalesce(sum(t.agency_price) filter (where ${onlineDelegate}), 0) as od_revenue,
      coalesce(sum(${EARNED}) filter (where ${onlineDelegate}), 0) as od_commission
    from tickets t
    where t.trip_id in ${inList(tripIds)} and t.partner_id = ${partnerId} and ${SOLD}
    group by t.trip_id`);
  for (const r of rows) {
    result.set(r.trip_id, {
      onlineCompanyTotal: Number(r.oc_total),
      onlineCompanyRevenue: Number(r.oc_revenue),
      onlineCompanyCommission: Number(r.oc_commission),
      onlinePartnerTotal: Number(r.op_total),
      onlinePartnerRevenue: Number(r.op_revenue),
      onlinePartnerCommission: Number(r.op_commission),
      cashDelegateTotal: Number(r.cd_total),
      cashDelegateRevenue: Number(r.cd_revenue),
      onlineDelegateTotal: Number(r.od_total),
      onlineDelegateRevenue: Number(r.od_revenue),
      onlineDelegateCommission: Number(r.od_commission),
    });
  }
  return result;
}
