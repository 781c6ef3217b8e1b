import { SMS_TYPE_LABELS, REPORT_COLUMN_LABELS } from '@busdesk/api-contract';
import { MESSAGE_HISTORY_LABELS } from '../../shared/message-history-report';

/** The column headers are the report definition's (docs/adr/0074): screen and both exports say the same. */
const H = REPORT_COLUMN_LABELS.sms;

/** Texts of the SMS history (002 §2–§3); the column names are ours (the seed names the fields in English). */
export const SMS_LABELS = {
  title: 'Lịch sử SMS', // the route's title
  tableLabel: 'Lịch sử tin nhắn SMS', // ours
  ...MESSAGE_HISTORY_LABELS,
  content: H.content,
  objectType: H.objectType,
  objectTypes: SMS_TYPE_LABELS,
  sendDate: H.sendDate,
  delivery: H.delivery,
  length: H.length,
  quantity: H.quantity,
  price: H.price,
  realPrice: H.realPrice,
} as const;
