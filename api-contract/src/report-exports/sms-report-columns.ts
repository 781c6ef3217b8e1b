import type { TSmsReportRow, TSmsReportTotals } from '../api/reports';
import { SMS_TYPE_LABELS } from '../enums/sms-type';
import { normalizePhone } from '../rules/phone';
import { messageDeliveryLabel } from './message-delivery-label';
import { REPORT_COLUMN_LABELS } from './report-column-labels';
import { reportDefinition, type ReportDefinition } from './report-columns';

const H = REPORT_COLUMN_LABELS.sms;

/**
 * The SMS history's columns (002 §2–§3), in the order both exports write them.
 * The file's name: ours (002 §9: the report's name and a timestamp).
 */
export const SMS_REPORT_DEFINITION: ReportDefinition<TSmsReportRow, TSmsReportTotals> = reportDefinition('sms-history', [
  { key: 'phoneNumber', header: H.phoneNumber, kind: 'text', value: (r) => normalizePhone(r.phoneNumber) },
  { key: 'content', header: H.content, kind: 'text', value: (r) => r.content },
  { key: 'objectType', header: H.objectType, kind: 'text', value: (r) => SMS_TYPE_LABELS[r.objectType as keyof typeof SMS_TYPE_LABELS] ?? String(r.objectType) },
  { key: 'sendDate', header: H.sendDate, kind: 'date', value: (r) => r.sendDate },
  { key: 'delivery', header: H.delivery, kind: 'text', value: (r) => messageDeliveryLabel(r.delivery, r.isSuccess) },
  { key: 'length', header: H.length, kind: 'count', value: (r) => r.length },
  { key: 'quantity', header: H.quantity, kind: 'count', value: (r) => r.quantity, total: (t) => t.quantity },
  { key: 'price', header: H.price, kind: 'money', value: (r) => r.price, total: (t) => t.price },
  { key: 'realPrice', header: H.realPrice, kind: 'money', value: (r) => r.realPrice, total: (t) => t.realPrice },
]);
