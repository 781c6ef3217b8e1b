import { TRANSACTION_STATUS_CODE_LABELS } from '@busdesk/api-contract';

/** Texts of the bank QR transaction report (002 §2–§3); the column names are ours (the seed lists them in English). */
export const BANK_QR_LABELS = {
  title: 'Thanh toán QR ngân hàng', // the route's title
  tableLabel: 'Giao dịch thanh toán QR ngân hàng', // ours
  exportName: 'transaction-mb', // ours (002 §9: report name and a timestamp)
  transactionId: 'Mã giao dịch', // ours
  companyId: 'Mã nhà xe', // ours
  createdDate: 'Ngày tạo', // ours
  amount: 'Số tiền', // ours
  qrImage: 'Mã QR', // ours
  qrAlt: (bill: string) => `Mã QR của giao dịch ${bill}`, // ours
  type: 'Loại', // ours
  status: 'Trạng thái', // ours
  statuses: TRANSACTION_STATUS_CODE_LABELS,
  description: 'Nội dung', // ours
  count: 'Tổng số giao dịch', // ours
  totalMoney: 'Tổng tiền', // ours
  successCount: 'Thành công', // seed's status 2
  successMoney: 'Tiền đã nhận', // ours: confirmed by the bank
  processingCount: 'Đang xử lý', // seed's status 1
  errorCount: 'Thất bại', // seed's status 3
  simulated: 'Mô phỏng', // ours: the local bank's bill, no money moved
} as const;
