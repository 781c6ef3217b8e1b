import type { TTransactionReportRow } from '@busdesk/api-contract';
import type { ReportColumn } from '../../shared/report-columns';
import { TRANSACTION_LABELS as L } from './labels';

export type TransactionRow = TTransactionReportRow & { index: number };

/**
 * The columns of 'Báo cáo giao dịch' (002 §2): index, staff name, partner name, payment datetime, money type,
 * amount, description, status — the table and the export both come from this one array.
 */
export const TRANSACTION_COLUMNS: ReadonlyArray<ReportColumn<TransactionRow>> = [
  { key: 'index', header: 'STT', kind: 'count', value: (r) => r.index, width: 64 },
  { key: 'partnerUserName', header: L.staffName, kind: 'text', value: (r) => r.partnerUserName, width: 160 },
  { key: 'partnerName', header: L.partnerName, kind: 'text', value: (r) => r.partnerName, width: 150 },
  { key: 'payDateInMillisec', header: L.payDate, kind: 'date', value: (r) => r.payDateInMillisec, width: 140 },
  { key: 'balanceType', header: L.moneyType, kind: 'text', value: (r) => L.moneyTypes[r.balanceType], width: 100 },
  { key: 'amount', header: L.amount, kind: 'money', value: (r) => r.amount, width: 130 },
  { key: 'description', header: L.description, kind: 'text', value: (r) => r.description, flex: 1, width: 180 },
  { key: 'status', header: L.status, kind: 'text', value: (r) => L.statuses[r.status], width: 120 },
];
