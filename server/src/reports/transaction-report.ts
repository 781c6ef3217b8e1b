import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { MoneyType, MSG, type TMoneyType, type TTransactionReportResponse, type TTransactionStatusCode, type ZTransactionReportRequest } from '@busdesk/api-contract';
import type { Database } from '../db/database';
import type { SqlRow } from '../db/row-types';
import type { partners, partnerTransactions, partnerUsers } from '../db/schema/index';
import { inList } from '../db/sql';
import { HttpError } from '../lib/http-error';
import { keyNumber, keysetPage, keyString, perPartnerPage } from './keyset-page';
import type { PageTokens } from './page-token';
import type { ReportScope } from './report-scope';

type LedgerSqlRow = Pick<
  SqlRow<typeof partnerTransactions>,
  'id' | 'partner_user_id' | 'partner_id' | 'pay_date' | 'balance_type' | 'amount' | 'description' | 'status' | 'ticket_id'
> & { partner_name: SqlRow<typeof partners>['name']; user_name: SqlRow<typeof partnerUsers>['name'] | null };

/**
 * The staff money ledger of the scope between two instants (002 §2 'Báo cáo giao dịch', docs/adr/0070): newest first
 * by (pay_date, id), 10 a page behind the signed token, the totals of the whole filter on the first page. A STAFF
 * user sees only their own entries (the staff filter fixed to self, as 002 §6 does for the collection report); an
 * employee outside the scope is refused (404 with a message), as a partner outside it is.
 */
export async function transactionReport(
  database: Database,
  tokens: PageTokens,
  scope: ReportScope,
  input: z.output<typeof ZTransactionReportRequest>,
): Promise<TTransactionReportResponse> {
  const userId = scope.sellerId ?? input.partnerUserId;
  if (userId && !scope.sellerId) {
    const [known] = await database.rows<{ id: string }>(sql`select id from partner_users where id = ${userId} and partner_id in ${inList(scope.partnerIds)}`);
    if (!known) throw new HttpError(404, MSG.ledger.staffNotVisible);
  }
  const filter = { startTime: input.startTime, endTime: input.endTime, partners: scope.partnerIds, userId };
  const where = (after: readonly [number, string] | null, partners: SQL = sql`p.partner_id in ${inList(scope.partnerIds)}`): SQL => sql`
    ${partners} and p.pay_date between ${input.startTime} and ${input.endTime}
    ${userId ? sql`and p.partner_user_id = ${userId}` : sql``}
    ${after ? sql`and (p.pay_date, p.id) < (${after[0]}, ${after[1]})` : sql``}`;
  const page = await keysetPage<LedgerSqlRow>({
    tokens,
    report: 'transaction',
    filter,
    count: input.count,
    nextPageToken: input.nextPageToken,
    select: (after, limit) =>
      database.rows<LedgerSqlRow>(sql`
        select p.id, p.partner_user_id, p.partner_id, p.pay_date, p.balance_type, p.amount, p.description, p.status, p.ticket_id,
          pa.name as partner_name, pu.name as user_name
        from (${perPartnerPage(
          scope.partnerIds,
          (partner) => sql`select p.id, p.pay_date from partner_transactions p where ${where(after ? [keyNumber(after, 0), keyString(after, 1)] : null, sql`p.partner_id = ${partner}`)}`,
          sql`pay_date desc, id desc`,
          limit,
        )}) page
        join partner_transactions p on p.id = page.id
        join partners pa on pa.id = p.partner_id
        left join partner_users pu on pu.id = p.partner_user_id
        order by p.pay_date desc, p.id desc`),
    keyOf: (r) => [r.pay_date, r.id],
  });
  let totals: TTransactionReportResponse['totals'] = null;
  if (page.first) {
    const [t] = await database.rows<{ count: number; top_up: number; commission: number; amount: number }>(sql`
      select count(*)::int as count,
        coalesce(sum(p.amount) filter (where p.balance_type = ${MoneyType.MANUAL_CHANGE}), 0)::bigint as top_up,
        coalesce(sum(p.amount) filter (where p.balance_type = ${MoneyType.API_FEE}), 0)::bigint as commission,
        coalesce(sum(p.amount), 0)::bigint as amount
      from partner_transactions p where ${where(null)}`);
    totals = { count: t!.count, topUp: Number(t!.top_up), commission: Number(t!.commission), amount: Number(t!.amount) };
  }
  return {
    transaction: page.rows.map((r) => ({
      id: r.id,
      partnerUserId: r.partner_user_id,
      partnerUserName: r.user_name,
      partnerId: r.partner_id,
      partnerName: r.partner_name,
      payDateInMillisec: r.pay_date,
      balanceType: r.balance_type as TMoneyType,
      amount: r.amount,
      description: r.description,
      status: r.status as TTransactionStatusCode,
      ticketId: r.ticket_id,
    })),
    nextPageToken: page.nextPageToken,
    totals,
  };
}
