import type { TZnsReportRow, TZnsReportTotals } from '../api/reports';
import { ZNS_TYPE_LABELS } from '../enums/zns-type';
import { normalizePhone } from '../rules/phone';
import { messageDeliveryLabel } from './message-delivery-label';
import { REPORT_COLUMN_LABELS } from './report-column-labels';
import { reportDefinition, type ReportDefinition } from './report-columns';

const H = REPORT_COLUMN_LABELS.zns;

/**
 * The Zalo ZNS history's columns (002 §2–§3).
 * The file's name: ours (002 §9: the report's name and a timestamp).
 */
export const ZNS_REPORT_DEFINITION: ReportDefinition<TZnsReportRow, TZnsReportTotals> = reportDefinition('zns-history', [
  { key: 'phoneNumber', header: H.phoneNumber, kind: 'text', value: (r) => normalizePhone(r.phoneNumber) },
  { key: 'znsType', header: H.znsType, kind: 'text', value: (r) => ZNS_TYPE_LABELS[r.znsType as keyof typeof ZNS_TYPE_LABELS] ?? String(r.znsType) },
  { key: 'sendDate', header: H.sendDate, kind: 'date', value: (r) => r.sendDate },
  { key: 'delivery', header: H.delivery, kind: 'text', value: (r) => messageDeliveryLabel(r.delivery, r.isSuccess) },
  { key: 'price', header: H.price, kind: 'money', value: (r) => r.price, total: (t) => t.price },
  { key: 'messageError', header: H.messageError, kind: 'text', value: (r) => r.messageError },
]);
