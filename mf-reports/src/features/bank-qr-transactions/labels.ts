import { TRANSACTION_STATUS_CODE_LABELS, REPORT_COLUMN_LABELS } from '@busdesk/api-contract';

/** The column headers are the report definition's (docs/adr/0074): screen and both exports say the same. */
const H = REPORT_COLUMN_LABELS.bankQr;

/** Texts of the bank QR transaction report (002 §2–§3); the column names are ours (the seed lists them in English). */
export const BANK_QR_LABELS = {
  title: 'Thanh toán QR ngân hàng', // the route's title
  tableLabel: 'Giao dịch thanh toán QR ngân hàng', // ours
  transactionId: H.transactionId,
  companyId: H.companyId,
  createdDate: H.createdDate,
  amount: H.amount,
  qrImage: 'Mã QR', // ours
  qrAlt: (bill: string) => `Mã QR của giao dịch ${bill}`, // ours
  type: H.type,
  status: H.status,
  statuses: TRANSACTION_STATUS_CODE_LABELS,
  description: H.description,
  count: 'Tổng số giao dịch', // ours
  totalMoney: 'Tổng tiền', // ours
  successCount: 'Thành công', // seed's status 2
  successMoney: 'Tiền đã nhận', // ours: confirmed by the bank
  processingCount: 'Đang xử lý', // seed's status 1
  errorCount: 'Thất bại', // seed's status 3
  simulated: 'Mô phỏng', // ours: the local bank's bill, no money moved
} as const;
