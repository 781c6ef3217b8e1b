import type { TBankQrReportRow, TBankQrReportTotals } from '../api/reports';
import { BANK_AMOUNT_DIVISOR } from '../constants';
import { labelOf } from '../enums/label-of';
import { QR_TYPE_LABELS } from '../enums/qr-type';
import { TRANSACTION_STATUS_CODE_LABELS } from '../enums/transaction';
import { REPORT_COLUMN_LABELS } from './report-column-labels';
import { reportDefinition, type ReportDefinition } from './report-columns';

const H = REPORT_COLUMN_LABELS.bankQr;

/** The QR's kind as people read it ('QR ngân hàng MB' for MB_QR); a kind we do not know shows as it came. */
export const bankQrTypeLabel = (type: string): string => labelOf(QR_TYPE_LABELS, type, type);

/**
 * The bank QR report's columns (002 §2). Amounts are written in đồng, as the screen shows them (the seed's minor
 * units / 100); the QR image is not exported.
 * The file's name: ours (002 §9: the report's name and a timestamp).
 */
export const BANK_QR_REPORT_DEFINITION: ReportDefinition<TBankQrReportRow, TBankQrReportTotals> = reportDefinition('transaction-mb', [
  { key: 'billNumber', header: H.transactionId, kind: 'text', value: (r) => r.billNumber },
  { key: 'companyId', header: H.companyId, kind: 'text', value: (r) => r.companyId },
  { key: 'createdDate', header: H.createdDate, kind: 'date', value: (r) => r.createdDate },
  { key: 'totalMoney', header: H.amount, kind: 'money', value: (r) => r.totalMoney / BANK_AMOUNT_DIVISOR, total: (t) => t.totalMoney / BANK_AMOUNT_DIVISOR },
  { key: 'transactionType', header: H.type, kind: 'text', value: (r) => bankQrTypeLabel(r.transactionType) },
  { key: 'transStatus', header: H.status, kind: 'text', value: (r) => TRANSACTION_STATUS_CODE_LABELS[r.transStatus] },
  { key: 'transactionContent', header: H.description, kind: 'text', value: (r) => r.transactionContent },
]);
