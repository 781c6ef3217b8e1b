import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TMessageDelivery, TSmsReportResponse, TSmsReportTotals, TZnsReportResponse, TZnsReportTotals, ZSmsReportRequest, ZZnsReportRequest } from '@busdesk/api-contract';
import type { Database } from '../db/database';
import type { SqlRow } from '../db/row-types';
import { inList } from '../db/sql';
import type { smsRecords, znsRecords } from '../db/schema/index';
import { keyNumber, keysetPage, keyString, perPartnerPage } from './keyset-page';
import type { PageTokens } from './page-token';
import type { ReportScope } from './report-scope';

type SmsRow = Pick<
  SqlRow<typeof smsRecords>,
  'id' | 'phone_number' | 'content' | 'object_type' | 'send_date' | 'is_success' | 'delivery' | 'length' | 'quantity' | 'price' | 'real_price'
>;
type ZnsRow = Pick<SqlRow<typeof znsRecords>, 'id' | 'phone_number' | 'zns_type' | 'send_date' | 'is_success' | 'delivery' | 'price' | 'message_error'>;

/** The delivery as the contract knows it; anything else (a row before delivery was tracked) is null. */
const deliveryOf = (value: string | null): TMessageDelivery | null => (value === 'delivered' || value === 'failed' || value === 'local' ? value : null);

/**
 * How a record counts (ADR 0042): delivered only when a provider took it; a local driver's record is 'local', never
 * sent; a record from before delivery was tracked counts as failed when it failed and as neither otherwise.
 */
const DELIVERY_COUNTS = sql`
  count(*) filter (where delivery = 'delivered')::int as delivered,
  count(*) filter (where delivery = 'failed' or (delivery is null and not is_success))::int as failed,
  count(*) filter (where delivery = 'local')::int as local`;

/**
 * The records sent within [fromDate, toDate] of the scope's partners (or of the one partner `partner`, a page's
 * branch); `after` continues below the last row sent.
 */
function messageWhere(scope: ReportScope, input: { fromDate: number; toDate: number }, after: readonly [number, string] | null, partner?: SQL): SQL {
  return sql`${partner ? sql`partner_id = ${partner}` : sql`partner_id in ${inList(scope.partnerIds)}`} and send_date between ${input.fromDate} and ${input.toDate}
    ${after ? sql`and (send_date, id) < (${after[0]}, ${after[1]})` : sql``}`;
}

const BY_SEND_DATE = sql`send_date desc, id desc`;

/** SMS history (002 §2 'SMS history report'): newest first by send time, 20 a page, the range's totals on the first. */
export async function smsReport(database: Database, tokens: PageTokens, scope: ReportScope, input: z.output<typeof ZSmsReportRequest>): Promise<TSmsReportResponse> {
  const filter = { fromDate: input.fromDate, toDate: input.toDate, partners: scope.partnerIds };
  const page = await keysetPage<SmsRow>({
    tokens,
    report: 'sms-info',
    filter,
    count: input.count,
    nextPageToken: input.nextPageToken,
    select: (after, limit) =>
      database.rows<SmsRow>(
        perPartnerPage(
          scope.partnerIds,
          (partner) => sql`
            select id, phone_number, content, object_type, send_date, is_success, delivery, length, quantity, price, real_price
            from sms_records where ${messageWhere(scope, input, after ? [keyNumber(after, 0), keyString(after, 1)] : null, partner)}`,
          BY_SEND_DATE,
          limit,
        ),
      ),
    keyOf: (r) => [r.send_date, r.id],
  });
  const totals = page.first ? await smsTotals(database, scope, input) : null;
  return {
    smsInfo: page.rows.map((r) => ({
      id: r.id,
      phoneNumber: r.phone_number,
      content: r.content,
      objectType: r.object_type,
      sendDate: r.send_date,
      isSuccess: r.is_success,
      delivery: deliveryOf(r.delivery),
      length: r.length,
      quantity: r.quantity,
      price: r.price,
      realPrice: r.real_price,
    })),
    nextPageToken: page.nextPageToken,
    totals,
  };
}

interface DeliveryCountsRow extends Record<string, unknown> {
  count: number;
  delivered: number;
  failed: number;
  local: number;
}
interface TSmsTotalsRow extends DeliveryCountsRow {
  quantity: number;
  price: number;
  real_price: number;
}

/** Zalo ZNS history (002 §2 'Zalo (ZNS) history report'): newest first, 20 a page, the range's totals on the first. */
export async function znsReport(database: Database, tokens: PageTokens, scope: ReportScope, input: z.output<typeof ZZnsReportRequest>): Promise<TZnsReportResponse> {
  const filter = { fromDate: input.fromDate, toDate: input.toDate, partners: scope.partnerIds };
  const page = await keysetPage<ZnsRow>({
    tokens,
    report: 'zns-info',
    filter,
    count: input.count,
    nextPageToken: input.nextPageToken,
    select: (after, limit) =>
      database.rows<ZnsRow>(
        perPartnerPage(
          scope.partnerIds,
          (partner) => sql`
            select id, phone_number, zns_type, send_date, is_success, delivery, price, message_error
            from zns_records where ${messageWhere(scope, input, after ? [keyNumber(after, 0), keyString(after, 1)] : null, partner)}`,
          BY_SEND_DATE,
          limit,
        ),
      ),
    keyOf: (r) => [r.send_date, r.id],
  });
  const totals = page.first ? await znsTotals(database, scope, input) : null;
  return {
    znsMessage: page.rows.map((r) => ({
      id: r.id,
      phoneNumber: r.phone_number,
      znsType: r.zns_type,
      sendDate: r.send_date,
      isSuccess: r.is_success,
      delivery: deliveryOf(r.delivery),
      price: r.price,
      messageError: r.message_error,
    })),
    nextPageToken: page.nextPageToken,
    totals,
  };
}

/** The SMS history's totals of a range (every record, all pages); the dashboard shows the same (docs/adr/0072). */
export async function smsTotals(database: Database, scope: ReportScope, range: { fromDate: number; toDate: number }): Promise<TSmsReportTotals> {
  const [t] = await database.rows<TSmsTotalsRow>(sql`
    select count(*)::int as count, ${DELIVERY_COUNTS},
      coalesce(sum(quantity), 0)::bigint as quantity, coalesce(sum(price), 0)::bigint as price, coalesce(sum(real_price), 0)::bigint as real_price
    from sms_records where ${messageWhere(scope, range, null)}`);
  return { count: t!.count, delivered: t!.delivered, failed: t!.failed, local: t!.local, quantity: t!.quantity, price: t!.price, realPrice: t!.real_price };
}

/** The ZNS history's totals of a range (every record, all pages); the dashboard shows the same. */
export async function znsTotals(database: Database, scope: ReportScope, range: { fromDate: number; toDate: number }): Promise<TZnsReportTotals> {
  const [t] = await database.rows<DeliveryCountsRow & { price: number }>(sql`
    select count(*)::int as count, ${DELIVERY_COUNTS}, coalesce(sum(price), 0)::bigint as price
    from zns_records where ${messageWhere(scope, range, null)}`);
  return { count: t!.count, delivered: t!.delivered, failed: t!.failed, local: t!.local, price: t!.price };
}
