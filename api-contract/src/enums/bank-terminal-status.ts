import { z } from 'zod';
import type { StatusColor } from './label-of';

/** Bank QR terminal registration status (002 §3–§4). */
export const BankTerminalStatus = { NEW: 'new', SUCCESS: 'success', DENY: 'deny', DELETE: 'delete' } as const;
export const ZBankTerminalStatus = z.enum(BankTerminalStatus);
export type TBankTerminalStatus = z.infer<typeof ZBankTerminalStatus>;

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

export function bankTerminalStatusLabel(status: unknown): string {
  const parsed = ZBankTerminalStatus.safeParse(status);
  return parsed.success ? BANK_TERMINAL_STATUS_LABELS[parsed.data] : BANK_TERMINAL_STATUS_UNKNOWN_LABEL;
}
export function bankTerminalStatusColor(status: unknown): StatusColor {
  const parsed = ZBankTerminalStatus.safeParse(status);
  return parsed.success ? COLORS[parsed.data] : 'blue';
}
