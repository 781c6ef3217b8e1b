import { MSG, ZNS_TYPE_LABELS } from '@busdesk/api-contract';
import { LABELS } from '@busdesk/shared-kit';

/** Texts of the Zalo ZNS history (002 §2–§3); the column names are ours (the seed names the fields in English). */
export const ZNS_LABELS = {
  title: 'Lịch sử tin nhắn Zalo', // the route's title
  tableLabel: 'Lịch sử tin nhắn Zalo ZNS', // ours
  exportName: 'zns-history', // ours (002 §9: report name and a timestamp)
  phoneNumber: LABELS.fields.phone,
  znsType: 'Loại tin', // ours
  znsTypes: ZNS_TYPE_LABELS,
  sendDate: 'Thời gian gửi', // ours
  delivery: 'Trạng thái gửi', // ours
  deliveries: MSG.reports.delivery,
  price: 'Phí', // ours
  messageError: 'Lỗi', // ours
  count: 'Tổng số bản ghi', // ours
  delivered: 'Đã gửi', // ours
  failed: 'Gửi thất bại', // ours
  local: 'Chưa gửi (cục bộ)', // ours
} as const;
