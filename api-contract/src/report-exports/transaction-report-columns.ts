import type { TTransactionReportRow, TTransactionReportTotals } from '../api/transaction-report';
import { MONEY_TYPE_LABELS } from '../enums/money-type';
import { TRANSACTION_STATUS_CODE_LABELS } from '../enums/transaction';
import { REPORT_COLUMN_LABELS } from './report-column-labels';
import { reportDefinition, type ReportDefinition } from './report-columns';

const H = REPORT_COLUMN_LABELS.transaction;

/**
 * 'Báo cáo giao dịch', the staff money ledger (002 §2 'Transaction report by staff', docs/adr/0070): index, staff name,
 * partner name, payment datetime, money type, amount, description, status. The screen's table, its totals row, the
 * browser export and the server's 'All rows' file come from this one list (docs/adr/0074).
 * The file's name: 002 §9: 'bao_cao_giao_dich plus date'.
 */
export const TRANSACTION_REPORT_DEFINITION: ReportDefinition<TTransactionReportRow, TTransactionReportTotals> = reportDefinition('bao_cao_giao_dich', [
  { key: 'partnerUserName', header: H.staffName, kind: 'text', value: (r) => r.partnerUserName },
  { key: 'partnerName', header: H.partnerName, kind: 'text', value: (r) => r.partnerName },
  { key: 'payDateInMillisec', header: H.payDate, kind: 'date', value: (r) => r.payDateInMillisec },
  { key: 'balanceType', header: H.moneyType, kind: 'text', value: (r) => MONEY_TYPE_LABELS[r.balanceType] },
    // Top-ups and commissions (reversals negative) summed over the whole filter: the ledger's net.
  { key: 'amount', header: H.amount, kind: 'money', value: (r) => r.amount, total: (t) => t.amount },
  { key: 'description', header: H.description, kind: 'text', value: (r) => r.description },
  { key: 'status', header: H.status, kind: 'text', value: (r) => TRANSACTION_STATUS_CODE_LABELS[r.status] },
]);
