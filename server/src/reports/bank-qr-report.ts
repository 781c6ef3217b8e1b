import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TBankQrReportResponse, TTransactionStatusCode, ZBankQrReportRequest } from '@busdesk/api-contract';
import type { Database } from '../db/database';
import type { SqlRow } from '../db/row-types';
import type { bankQrTransactions } from '../db/schema/index';
import { inList } from '../db/sql';
import { keyNumber, keysetPage, keyString, perPartnerPage } from './keyset-page';
import type { PageTokens } from './page-token';
import { partnersOf, type ReportScope } from './report-scope';

type BillRow = Pick<
  SqlRow<typeof bankQrTransactions>,
  | 'id'
  | 'bill_number'
  | 'company_id'
  | 'partner_id'
  | 'created_at'
  | 'total_money'
  | 'qr_code'
  | 'transaction_type'
  | 'trans_status'
  | 'transaction_content'
  | 'ticket_infos'
  | 'paid_at'
  | 'simulated'
>;

const asStatus = (n: number): TTransactionStatusCode => (n === 2 || n === 3 ? n : 1);

/**
 * Bank QR bills (002 §2 'Bank QR transaction report'): the agency's (and its children's) bills created in the range,
 * newest first, filtered by company, bill number or id, and status; the first page carries the totals per status.
 * A bill reaches status 2 only through a confirmed (signed) payment webhook, so the success money is what the bank
 * confirmed (docs/adr/0062).
 */
export async function bankQrReport(database: Database, tokens: PageTokens, scope: ReportScope, input: z.output<typeof ZBankQrReportRequest>): Promise<TBankQrReportResponse> {
  const partnerIds = partnersOf(scope, input.partnerId ? [input.partnerId] : []);
  const statuses = [...new Set(input.statuses)].sort();
  const filter = { startDate: input.startDate, endDate: input.endDate, partnerIds, companyId: input.companyId, transactionId: input.transactionId, statuses };
  const where = (after: readonly [number, string] | null, partner?: SQL): SQL => sql`
    ${partner ? sql`partner_id = ${partner}` : sql`partner_id in ${inList(partnerIds)}`} and created_at between ${input.startDate} and ${input.endDate}
    ${input.companyId ? sql`and company_id = ${input.companyId}` : sql``}
    ${input.transactionId ? sql`and (bill_number = ${input.transactionId} or id = ${input.transactionId})` : sql``}
    ${statuses.length ? sql`and trans_status in (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)})` : sql``}
    ${after ? sql`and (created_at, id) < (${after[0]}, ${after[1]})` : sql``}`;
  const page = await keysetPage<BillRow>({
    tokens,
    report: 'transaction-mb',
    filter,
    count: input.count,
    nextPageToken: input.nextPageToken,
    select: (after, limit) =>
      database.rows<BillRow>(
        perPartnerPage(
          partnerIds,
          (partner) => sql`
            select id, bill_number, company_id, partner_id, created_at, total_money, qr_code, transaction_type, trans_status,
              transaction_content, ticket_infos, paid_at, simulated
            from bank_qr_transactions where ${where(after ? [keyNumber(after, 0), keyString(after, 1)] : null, partner)}`,
          sql`created_at desc, id desc`,
          limit,
        ),
      ),
    keyOf: (r) => [r.created_at, r.id],
  });
  let totals: TBankQrReportResponse['totals'] = null;
  if (page.first) {
    const [t] = await database.rows<{ count: number; total_money: number; processing: number; success: number; success_money: number; error: number }>(sql`
      select count(*)::int as count, coalesce(sum(total_money), 0)::bigint as total_money,
        count(*) filter (where trans_status = 1)::int as processing,
        count(*) filter (where trans_status = 2)::int as success,
        coalesce(sum(total_money) filter (where trans_status = 2), 0)::bigint as success_money,
        count(*) filter (where trans_status = 3)::int as error
      from bank_qr_transactions where ${where(null)}`);
    totals = {
      count: t!.count,
      totalMoney: t!.total_money,
      processingCount: t!.processing,
      successCount: t!.success,
      successMoney: t!.success_money,
      errorCount: t!.error,
    };
  }
  return {
    transactions: page.rows.map((r) => ({
      id: r.id,
      billNumber: r.bill_number,
      companyId: r.company_id,
      partnerId: r.partner_id,
      createdDate: r.created_at,
      totalMoney: r.total_money,
      qrCode: r.qr_code,
      transactionType: r.transaction_type,
      transStatus: asStatus(r.trans_status),
      transactionContent: r.transaction_content,
      ticketInfos: r.ticket_infos,
      paidAt: r.paid_at,
      simulated: r.simulated,
    })),
    nextPageToken: page.nextPageToken,
    totals,
  };
}
