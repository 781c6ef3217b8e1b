import { enumValues, type StatusColor } from './label-of';

/** Bank QR terminal registration status (002 §3–§4). */
export const BankTerminalStatus = { NEW: 'new', SUCCESS: 'success', DENY: 'deny', DELETE: 'delete' } as const;
export type TBankTerminalStatus = (typeof BankTerminalStatus)[keyof typeof BankTerminalStatus];

// ours: the seeds describe these in English (awaiting approval, active, rejected, deleted, verifying); issue 12 quotes
// 'chờ duyệt' and 'đang xác minh'.
export const BANK_TERMINAL_STATUS_LABELS: Readonly<Record<TBankTerminalStatus, string>> = {
  new: 'Chờ duyệt',
  success: 'Đang hoạt động',
  deny: 'Từ chối',
  delete: 'Đã xóa',
};
/** Any other status, e.g. 'verifying' while a registration's OTP is awaited (issue 12: 'đang xác minh'). */
export const BANK_TERMINAL_STATUS_UNKNOWN_LABEL = 'Đang xác minh';

const COLORS: Readonly<Record<TBankTerminalStatus, StatusColor>> = {
  new: 'orange',
  success: 'green',
  deny: 'red', // ours: seed gives no colour
  delete: 'grey', // ours: seed gives no colour
};

const isBankTerminalStatus = (status: unknown): status is TBankTerminalStatus => (enumValues(BankTerminalStatus) as unknown[]).includes(status);

export function bankTerminalStatusLabel(status: unknown): string {
  return isBankTerminalStatus(status) ? BANK_TERMINAL_STATUS_LABELS[status] : BANK_TERMINAL_STATUS_UNKNOWN_LABEL;
}
export function bankTerminalStatusColor(status: unknown): StatusColor {
  return isBankTerminalStatus(status) ? COLORS[status] : 'blue';
}
