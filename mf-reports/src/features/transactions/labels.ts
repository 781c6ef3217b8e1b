import { MSG } from '@busdesk/api-contract';

/**
 * Texts of 'Báo cáo giao dịch' (002 §2 'Transaction report by staff'); the seed names the columns in English. The
 * column headers and the export's name are the contract's (`TRANSACTION_REPORT_DEFINITION`, docs/adr/0074).
 */
export const TRANSACTION_LABELS = {
  title: MSG.reports.transactionTitle,
  tableLabel: 'Giao dịch của nhân viên', // ours
  staff: 'Nhân viên', // ours: the staff selector
  allStaff: 'Tất cả nhân viên', // ours
  count: 'Số giao dịch', // ours
  topUp: 'Tổng nạp tiền', // ours
  commission: 'Tổng hoa hồng', // ours
  total: 'Tổng số tiền', // ours
  staffFailed: 'Không tải được danh sách nhân viên', // ours
} as const;
