import { SMS_TYPE_LABELS, REPORT_COLUMN_LABELS } from '@busdesk/api-contract';
import { messageHistoryLabels } from '../../shared/message-history-report';

/** Texts of the SMS history (002 §2–§3); the column names are ours (the seed names the fields in English). */
export const SMS_LABELS = messageHistoryLabels(REPORT_COLUMN_LABELS.sms, {
  title: 'Lịch sử SMS', // the route's title
  tableLabel: 'Lịch sử tin nhắn SMS', // ours
  objectTypes: SMS_TYPE_LABELS,
});
