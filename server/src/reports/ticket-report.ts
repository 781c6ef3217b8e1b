import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { PaymentType, SaleChannel, type TTicketReportResponse, type TTicketReportRow, type ZTicketReportRequest } from '@busdesk/api-contract';
import type { SqlRunner } from '../db/sql';
import type { SqlRow } from '../db/row-types';
import type { bankTerminals, companies, companyPaymentConfigs, partnerUsers, routes, tickets, trips, vehicles } from '../db/schema/index';
import { fromJson, inList } from '../db/sql';
import { earnedCommission, paidInCash } from '../sales/commission-rule';
import { businessDayBounds } from './business-day';
import { keysetPage, keyString } from './keyset-page';
import type { PageTokens } from './page-token';
import { partnersOf, type ReportScope } from './report-scope';

type TicketReportSqlRow = Pick<
  SqlRow<typeof tickets>,
  | 'id'
  | 'ticket_code'
  | 'company_id'
  | 'route_id'
  | 'start_date'
  | 'seat_id'
  | 'full_name'
  | 'phone_number'
  | 'agency_price'
  | 'paid_money'
  | 'ticket_status'
  | 'partner_id'
  | 'payment_type'
  | 'created_at'
  | 'cancel_user_name'
  | 'cancel_time'
  | 'cancel_reason'
  | 'cancel_fee'
  | 'is_refunded'
  | 'sale_channel'
  | 'user_partner_id'
> & {
  company_name: SqlRow<typeof companies>['name'];
  tax_id: SqlRow<typeof companies>['tax_id'];
  route_name: SqlRow<typeof routes>['name'];
  route_id_gtvt: SqlRow<typeof routes>['route_id_gtvt'];
  /** CASH of the settlement (sales/commission-rule.ts `paidInCash`). */
  is_cash: boolean;
  /** `earnedCommission` (sales/commission-rule.ts): the settlement's and the ledger's rule. */
  settled_commission: SqlRow<typeof tickets>['commission'];
  /** Transfer and bank QR only: the agency's active terminal, else the company's configured account; null otherwise. */
  bank_account_number: SqlRow<typeof bankTerminals>['bank_account_number'] | SqlRow<typeof companyPaymentConfigs>['bank_account_number'] | null;
  /** coalesce(start_time_reality, start_time) of the trip. */
  start_time_reality: NonNullable<SqlRow<typeof trips>['start_time_reality']>;
  /** Left joins: no vehicle, no seller row give null. */
  number_plate: SqlRow<typeof vehicles>['number_plate'] | null;
  staff_name: SqlRow<typeof partnerUsers>['name'] | null;
};

/**
 * The columns of a report row, in the order `rowsJson` puts them into each row's JSON array: a page comes back as one
 * JSON array of arrays (not of objects, whose keys were most of its bytes), decoded by PGlite in one piece instead of
 * field by field (the 'All rows' export reads 100,000 rows: bench/README.md).
 */
const ROW_COLUMNS = [
  'id',
  'ticket_code',
  'company_id',
  'company_name',
  'tax_id',
  'route_id',
  'route_name',
  'route_id_gtvt',
  'start_date',
  'start_time_reality',
  'number_plate',
  'seat_id',
  'full_name',
  'phone_number',
  'agency_price',
  'paid_money',
  'ticket_status',
  'partner_id',
  'staff_name',
  'payment_type',
  'created_at',
  'cancel_user_name',
  'cancel_time',
  'cancel_reason',
  'cancel_fee',
  'is_refunded',
  'sale_channel',
  'user_partner_id',
  'is_cash',
  'settled_commission',
  'bank_account_number',
] as const satisfies readonly (keyof TicketReportSqlRow)[];
/** Refuses to compile when a field of the row is left out of ROW_COLUMNS. */
const everyColumn: Exclude<keyof TicketReportSqlRow, (typeof ROW_COLUMNS)[number]> extends never ? true : never = true;
void everyColumn;

/** The rows of `rows` (a `rowSelect` aliased `r`) as one JSON array of ROW_COLUMNS arrays, in the report's order. */
const rowsJson = (rows: SQL) => sql`(select coalesce(json_agg(json_build_array(${sql.raw(ROW_COLUMNS.map((c) => `r.${c}`).join(', '))})
  order by r.ticket_code desc, r.id desc), '[]'::json) from ${rows} r)`;
/** A row of `rowsJson` back into the row `rowSelect` names. */
function fromColumns(values: readonly unknown[]): TicketReportSqlRow {
  const row: Record<string, unknown> = {};
  ROW_COLUMNS.forEach((c, i) => {
    row[c] = values[i];
  });
  return row as TicketReportSqlRow;
}

/** The settlement's rules (sales/commission-rule.ts): one rule for the sheet, the staff ledger and this report. */
const CASH = paidInCash('t');
const SETTLED_COMMISSION = earnedCommission('t');

/** The filter's counts and money (integer đồng) over every ticket of it, `t` the filter's tickets. */
interface TotalsSqlRow {
  count: number;
  company_online: number;
  agency_online: number;
  offline: number;
  agency_price: number;
  paid_money: number;
  cancel_fee: number;
  refund: number;
  paid_cash: number;
  paid_online: number;
  commission: number;
}
const TOTALS_SELECT = sql`
  select count(*)::int as count,
    count(*) filter (where t.sale_channel = ${SaleChannel.COMPANY_ONLINE})::int as company_online,
    count(*) filter (where t.sale_channel = ${SaleChannel.STATION_ONLINE})::int as agency_online,
    count(*) filter (where t.sale_channel = ${SaleChannel.COUNTER})::int as offline,
    coalesce(sum(t.agency_price), 0)::bigint as agency_price, coalesce(sum(t.paid_money), 0)::bigint as paid_money,
    coalesce(sum(t.cancel_fee), 0)::bigint as cancel_fee,
    coalesce(sum(t.paid_money - t.cancel_fee) filter (where t.ticket_status = 0), 0)::bigint as refund,
    coalesce(sum(t.paid_money) filter (where ${CASH}), 0)::bigint as paid_cash,
    coalesce(sum(t.paid_money) filter (where not (${CASH})), 0)::bigint as paid_online,
    coalesce(sum(${SETTLED_COMMISSION}), 0)::bigint as commission`;

/**
 * The report rows of the tickets `from` gives, naming them `t`; `tr` trips, `r` routes, `c` companies, `v` vehicles,
 * `pu` the seller, `bt` the selling agency's active bank terminal (at most one: bank_terminals_active_uq), `cpc` the
 * company's payment setup. `from` comes first: with this many joined tables the planner keeps the written join order
 * (join_collapse_limit), so a page of 40 drives the joins — the page written as a last filter made it join the whole
 * tickets table first, 500 ms a page at 200,000 tickets (docs/adr/0065).
 */
const rowSelect = (from: SQL) => sql`
  select t.id, t.ticket_code, t.company_id, c.name as company_name, c.tax_id, t.route_id, r.name as route_name, r.route_id_gtvt,
    t.start_date, coalesce(tr.start_time_reality, tr.start_time) as start_time_reality, v.number_plate, t.seat_id, t.full_name,
    t.phone_number, t.agency_price, t.paid_money, t.ticket_status, t.partner_id, coalesce(pu.name, t.seller_name) as staff_name,
    t.payment_type, t.created_at, t.cancel_user_name, t.cancel_time, t.cancel_reason, t.cancel_fee, t.is_refunded, t.sale_channel,
    t.user_partner_id, (${CASH}) as is_cash, ${SETTLED_COMMISSION} as settled_commission,
    case when t.paid_money > 0 and t.payment_type in (${PaymentType.TRANSFER}, ${PaymentType.MB_QR})
      then coalesce(bt.bank_account_number, cpc.bank_account_number) end as bank_account_number
  from ${from}
  join trips tr on tr.id = t.trip_id
  join routes r on r.id = t.route_id
  join companies c on c.id = t.company_id
  left join vehicles v on v.id = tr.vehicle_id
  left join partner_users pu on pu.id = t.user_partner_id
  left join bank_terminals bt on bt.partner_id = t.partner_id and bt.status = 'success'
  left join company_payment_configs cpc on cpc.company_id = t.company_id`;

/** paid − fee as recorded at cancel (001 §5's refund); a ticket not cancelled refunds nothing. */
const refundOf = (r: Pick<TicketReportSqlRow, 'ticket_status' | 'paid_money' | 'cancel_fee'>) => (r.ticket_status === 0 ? r.paid_money - r.cancel_fee : 0);

export function toTicketReportRow(r: TicketReportSqlRow): TTicketReportRow {
  // A hold without deposit collected nothing: no collection transaction, so no commission.
  const collected = r.paid_money > 0;
  return {
    ticketId: r.id,
    ticketCode: r.ticket_code,
    companyId: r.company_id,
    companyName: r.company_name,
    routeId: r.route_id,
    routeName: r.route_name,
    startDateReality: r.start_date,
    startTimeReality: r.start_time_reality,
    numberPlate: r.number_plate,
    seatId: r.seat_id,
    fullName: r.full_name,
    phoneNumber: r.phone_number,
    agencyPrice: r.agency_price,
    paidMoney: r.paid_money,
    ticketStatus: r.ticket_status,
    partnerId: r.partner_id,
    partnerStaffName: r.staff_name,
    paymentType: [r.payment_type],
    createdDate: r.created_at,
    cancelName: r.cancel_user_name,
    cancelTime: r.cancel_time,
    cancelReason: r.cancel_reason,
    cancelFee: r.cancel_fee,
    refund: refundOf(r),
    isRefunded: r.is_refunded,
    taxId: r.tax_id,
    routeIdGTVT: r.route_id_gtvt,
    paidMoneyCash: r.is_cash ? r.paid_money : 0,
    paidMoneyOnline: r.is_cash ? 0 : r.paid_money,
    isCash: collected && r.is_cash,
    isOnline: collected && !r.is_cash,
    // One collection today (the ticket's paid money and method); it carries the settlement's commission.
    collectionTransactions: collected ? [{ paymentType: r.payment_type, amount: r.paid_money, commission: Number(r.settled_commission) }] : [],
    bankAccountNumber: r.bank_account_number,
    bookingType: [r.sale_channel],
    userPartnerId: r.user_partner_id,
  };
}

/** Report rows by ticket id, within the scope (for the answer of an update). */
export async function ticketReportRowsByIds(runner: SqlRunner, scope: ReportScope, ticketIds: readonly string[]): Promise<TTicketReportRow[]> {
  const rows = await runner.rows<TicketReportSqlRow>(sql`${rowSelect(sql`tickets t`)}
    where t.id in ${inList(ticketIds)} and t.partner_id in ${inList(scope.partnerIds)}
      ${scope.sellerId ? sql`and t.user_partner_id = ${scope.sellerId}` : sql``}
    order by t.ticket_code desc, t.id desc`);
  return rows.map(toTicketReportRow);
}

/**
 * Which tickets a report of business days counts (alias `t`): the partners' tickets departing in the days (dateType 0)
 * or created in them (1, cut at Vietnamese midnight), a STAFF user's own sales only, never a released hold. The
 * ticket report and the dashboard (docs/adr/0072) both filter with it, so their figures for a day are the same.
 */
export function ticketsOfDays(f: { partnerIds: readonly string[]; sellerId: string | null; dateType: number; startDate: number; endDate: number }): SQL {
  const dates =
    f.dateType === 1
      ? sql`t.created_at between ${businessDayBounds(f.startDate).start} and ${businessDayBounds(f.endDate).end}`
      : sql`t.start_date between ${f.startDate} and ${f.endDate}`;
  return sql`t.partner_id in ${inList(f.partnerIds)} and ${dates} and t.released_at is null
    ${f.sellerId ? sql`and t.user_partner_id = ${f.sellerId}` : sql``}`;
}

/** A ticket report request without its paging fields. */
export type TicketReportFilterInput = Omit<z.output<typeof ZTicketReportRequest>, 'page' | 'count' | 'nextPageToken'>;

/**
 * A ticket report request as SQL over `t`: the scope's partners, the seller a STAFF user is bound to, and every field
 * of the filter. The screen's keyset pages and the export's walk both filter with it. `filter` is what a page token is
 * bound to: every field but the paging ones, with the scope in place of what was asked of it.
 */
function ticketReportFilter(scope: ReportScope, input: TicketReportFilterInput) {
  const partnerIds = partnersOf(scope, input.subPartnerIds);
  // Company tickets have no seller in the agency: the staff filter does not apply to them (002 §2, docs/adr/0068).
  const sellerId = scope.sellerId ?? (input.sellerType === 2 ? null : input.userPartnerId);
  const sellerType =
    input.sellerType === 1
      ? sql`and t.sale_channel <> ${SaleChannel.COMPANY_ONLINE}`
      : input.sellerType === 2
        ? sql`and t.sale_channel = ${SaleChannel.COMPANY_ONLINE}`
        : sql``;
  // No status asked (the collection report): every status, a cancelled ticket with a blank status (002 §2).
  const status = input.ticketStatus !== null && input.ticketStatus !== undefined ? sql`and t.ticket_status = ${input.ticketStatus}` : sql``;
  const { subPartnerIds: _asked, userPartnerId: _seller, ...asked } = input;
  const filter = { ...asked, partnerIds, sellerId, ticketStatus: input.ticketStatus ?? null, isRefunded: input.isRefunded ?? null };
  const where = (after: readonly [string, string] | null): SQL => sql`
    ${ticketsOfDays(filter)}
    ${input.companyId ? sql`and t.company_id = ${input.companyId}` : sql``}
    ${input.routeId ? sql`and t.route_id = ${input.routeId}` : sql``}
    ${input.tripId ? sql`and t.trip_id = ${input.tripId}` : sql``}
    ${status} ${sellerType}
    ${input.isRefunded !== null && input.isRefunded !== undefined ? sql`and t.is_refunded = ${input.isRefunded}` : sql``}
    ${after ? sql`and (t.ticket_code, t.id) < (${after[0]}, ${after[1]})` : sql``}`;
  return { filter, where };
}

/** The filter's tickets with the columns the totals read (a materialized CTE body, `t` the tickets). */
const inFilter = (where: SQL) => sql`
  select t.id, t.ticket_code, t.sale_channel, t.agency_price, t.paid_money, t.cancel_fee, t.ticket_status, t.payment_type, t.commission
  from tickets t where ${where}`;

/** The first page's totals: the counts and money of the whole filter (integer đồng), as the answer carries them. */
function totalsOf(t: TotalsSqlRow) {
  return {
    count: t.count,
    eTicketCount: t.count,
    companyOnlineTicketCount: t.company_online,
    agencyOnlineTicketCount: t.agency_online,
    offlineTicketCount: t.offline,
    totals: {
      count: t.count,
      agencyPrice: t.agency_price,
      paidMoney: t.paid_money,
      cancelFee: t.cancel_fee,
      refund: t.refund,
      paidMoneyCash: t.paid_cash,
      paidMoneyOnline: t.paid_online,
      commission: t.commission,
    },
  };
}

/**
 * The ticket report (002 §7 'Ticket report fetch'): the scope's tickets of the business days, by departure date
 * (dateType 0) or creation time (1, cut at Vietnamese midnight), ticket code descending, 40 a page (the cancelled
 * report asks 20 with ticketStatus 0). The first page carries the filter's counts and money totals. A STAFF user sees
 * only the tickets they sold; released holds never appear.
 */
export async function ticketReport(runner: SqlRunner, tokens: PageTokens, scope: ReportScope, input: z.output<typeof ZTicketReportRequest>): Promise<TTicketReportResponse> {
  const { page: _page, count: _count, nextPageToken: _token, ...request } = input;
  const { filter, where } = ticketReportFilter(scope, request);
  let totalsRow: TotalsSqlRow | null = null;
  const page = await keysetPage<TicketReportSqlRow>({
    tokens,
    report: 'tickets',
    filter,
    count: input.count,
    nextPageToken: input.nextPageToken,
    // The filter's tickets are gathered first (materialized: by the partner-and-day indexes), then the page is sorted
    // out of them. Left to itself the planner walks tickets_code_idx backwards from the newest code, which for a past
    // range reads every later ticket of every agency (75 ms at 200,000 tickets and growing): this way a page costs
    // the filter's size, not the table's (docs/adr/0062). The first page sums the same gathered tickets in the same
    // statement: reading a day's tickets from the heap is most of a page's cost, and it is paid once (docs/adr/0065).
    select: async (after, limit) => {
      const key = after ? ([keyString(after, 0), keyString(after, 1)] as const) : null;
      if (key) {
        const [next] = await runner.rows<{ rows: unknown[][] }>(sql`
          with in_filter as materialized (select t.id, t.ticket_code from tickets t where ${where(key)}),
          page as (select id from in_filter order by ticket_code desc, id desc limit ${limit}),
          page_rows as (${rowSelect(sql`page join tickets t on t.id = page.id`)})
          select ${rowsJson(sql`page_rows`)} as rows`);
        return next!.rows.map(fromColumns);
      }
      const [first] = await runner.rows<{ totals: TotalsSqlRow; rows: unknown[][] }>(sql`
        with in_filter as materialized (${inFilter(where(null))}),
        page as (select id from in_filter order by ticket_code desc, id desc limit ${limit}),
        page_rows as (${rowSelect(sql`page join tickets t on t.id = page.id`)})
        select (select row_to_json(x) from (${TOTALS_SELECT} from in_filter t) x) as totals,
          ${rowsJson(sql`page_rows`)} as rows`);
      totalsRow = first!.totals;
      return first!.rows.map(fromColumns);
    },
    keyOf: (r) => [r.ticket_code, r.id],
  });
  const answer: TTicketReportResponse = {
    data: page.rows.map(toTicketReportRow),
    nextPageToken: page.nextPageToken,
    count: null,
    eTicketCount: null,
    companyOnlineTicketCount: null,
    agencyOnlineTicketCount: null,
    offlineTicketCount: null,
    totals: null,
  };
  // Set by the first page's select (a closure TypeScript does not follow).
  const t = totalsRow as TotalsSqlRow | null;
  if (!page.first || !t) return answer;
  return { ...answer, ...totalsOf(t) };
}

/**
 * The whole filter of a ticket report for an 'All rows' export (docs/adr/0074), gathered once: one statement sorts the
 * filter's ticket ids in the report's order and sums its totals, then the rows are read by id, a slice at a
 * time. The screen's keyset pages gather the rest of the filter for every page (ten times over for a
 * 100,000-row export, most of its time: bench/README.md); the ids of a million tickets are a few tens of MB. A row
 * read later is checked against the filter again, so a ticket that left it meanwhile (a hold released) is not written.
 */
export async function ticketReportWalk(runner: SqlRunner, scope: ReportScope, input: TicketReportFilterInput) {
  const { where } = ticketReportFilter(scope, input);
  const [gathered] = await runner.rows<{ totals: TotalsSqlRow; ids: string[] }>(sql`
    with in_filter as materialized (${inFilter(where(null))})
    select (select row_to_json(x) from (${TOTALS_SELECT} from in_filter t) x) as totals,
      (select coalesce(json_agg(t.id order by t.ticket_code desc, t.id desc), '[]'::json) from in_filter t) as ids`);
  const ids = fromJson<string[]>(gathered!.ids);
  return {
    ...totalsOf(fromJson<TotalsSqlRow>(gathered!.totals)),
    ids,
    /** The report rows of `ids` (a slice of the walk's ids) still in the filter, in the report's order. */
    async rowsOf(slice: readonly string[]): Promise<TTicketReportRow[]> {
      // The ids come first and drive the joins (rowSelect's note), as one parameter whatever their number.
      const [page] = await runner.rows<{ rows: unknown[][] }>(sql`
        with page_rows as (${rowSelect(sql`unnest(array(select json_array_elements_text(${JSON.stringify(slice)}::json))) as page(id)
          join tickets t on t.id = page.id`)} where ${where(null)})
        select ${rowsJson(sql`page_rows`)} as rows`);
      return page!.rows.map(fromColumns).map(toTicketReportRow);
    },
  };
}
