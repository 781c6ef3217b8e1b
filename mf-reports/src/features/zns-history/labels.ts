import { ZNS_TYPE_LABELS, REPORT_COLUMN_LABELS } from '@busdesk/api-contract';
import { MESSAGE_HISTORY_LABELS } from '../../shared/message-history-report';

/** The column headers are the report definition's (docs/adr/0074): screen and both exports say the same. */
const H = REPORT_COLUMN_LABELS.zns;

/** Texts of the Zalo ZNS history (002 §2–§3); the column names are ours (the seed names the fields in English). */
export const ZNS_LABELS = {
  title: 'Lịch sử tin nhắn Zalo', // the route's title
  tableLabel: 'Lịch sử tin nhắn Zalo ZNS', // ours
  ...MESSAGE_HISTORY_LABELS,
  znsType: H.znsType,
  znsTypes: ZNS_TYPE_LABELS,
  sendDate: H.sendDate,
  delivery: H.delivery,
  price: H.price,
  messageError: H.messageError,
} as const;
