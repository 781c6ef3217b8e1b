import { ZNS_TYPE_LABELS, REPORT_COLUMN_LABELS } from '@busdesk/api-contract';
import { messageHistoryLabels } from '../../shared/message-history-report';

/** Texts of the Zalo ZNS history (002 §2–§3); the column names are ours (the seed names the fields in English). */
export const ZNS_LABELS = messageHistoryLabels(REPORT_COLUMN_LABELS.zns, {
  title: 'Lịch sử tin nhắn Zalo', // the route's title
  tableLabel: 'Lịch sử tin nhắn Zalo ZNS', // ours
  znsTypes: ZNS_TYPE_LABELS,
});
