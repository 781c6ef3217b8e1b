import { MONEY_TYPE_LABELS, MSG, TRANSACTION_STATUS_CODE_LABELS } from '@busdesk/api-contract';

/** Texts of 'Báo cáo giao dịch' (002 §2 'Transaction report by staff'); the seed names the columns in English. */
export const TRANSACTION_LABELS = {
  title: MSG.reports.transactionTitle,
  tableLabel: 'Giao dịch của nhân viên', // ours
  /** 002 §9: 'bao_cao_giao_dich plus date' (the writer adds _YYYYMMDD_HHmmss). */
  exportName: 'bao_cao_giao_dich',
  staff: 'Nhân viên', // ours: the staff selector
  allStaff: 'Tất cả nhân viên', // ours
  staffName: 'Tên nhân viên', // ours
  partnerName: 'Đại lý', // ours
  payDate: 'Thời gian giao dịch', // ours
  moneyType: 'Loại tiền', // ours
  moneyTypes: MONEY_TYPE_LABELS,
  amount: 'Số tiền', // ours
  description: 'Nội dung', // ours
  status: 'Trạng thái', // ours
  statuses: TRANSACTION_STATUS_CODE_LABELS,
  count: 'Số giao dịch', // ours
  topUp: 'Tổng nạp tiền', // ours
  commission: 'Tổng hoa hồng', // ours
  total: 'Tổng số tiền', // ours
  staffFailed: 'Không tải được danh sách nhân viên', // ours
} as const;
