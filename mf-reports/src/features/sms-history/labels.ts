import { MSG, SMS_TYPE_LABELS } from '@busdesk/api-contract';
import { LABELS } from '@busdesk/shared-kit';

/** Texts of the SMS history (002 §2–§3); the column names are ours (the seed names the fields in English). */
export const SMS_LABELS = {
  title: 'Lịch sử SMS', // the route's title
  tableLabel: 'Lịch sử tin nhắn SMS', // ours
  /** 002 §9: the file name is the report's name and a timestamp. */
  exportName: 'sms-history', // ours
  phoneNumber: LABELS.fields.phone,
  content: 'Nội dung', // ours
  objectType: 'Loại tin', // ours
  objectTypes: SMS_TYPE_LABELS,
  sendDate: 'Thời gian gửi', // ours
  delivery: 'Trạng thái gửi', // ours
  deliveries: MSG.reports.delivery,
  length: 'Số ký tự', // ours
  quantity: 'Số tin', // ours
  price: 'Phí', // ours
  realPrice: 'Giá vốn', // ours
  count: 'Tổng số bản ghi', // ours
  delivered: 'Đã gửi', // ours
  failed: 'Gửi thất bại', // ours
  local: 'Chưa gửi (cục bộ)', // ours
} as const;
