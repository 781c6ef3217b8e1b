import type { StatusColor } from './label-of';

/** Transaction types (000 §9, 002 §9). */
export const TransactionType = { TICKET: 0, SMS: 1, COMPANY_FEE: 2 } as const;
export type TTransactionType = (typeof TransactionType)[keyof typeof TransactionType];
export const TRANSACTION_TYPE_LABELS: Readonly<Record<TTransactionType, string>> = {
  0: 'Mua vé',
  1: 'SMS',
  2: 'Nạp/thu phí nhà xe',
};

/** Transaction status as stored; screens show the display codes 1/2/3 (000 §4, 002 §4). */
export const TransactionStatus = { PENDING: 'PENDING', SUCCESS: 'SUCCESS', FAILED: 'FAILED' } as const;
export type TTransactionStatus = (typeof TransactionStatus)[keyof typeof TransactionStatus];

export type TTransactionStatusCode = 1 | 2 | 3;
export const TRANSACTION_STATUS_CODE: Readonly<Record<TTransactionStatus, TTransactionStatusCode>> = {
  PENDING: 1,
  SUCCESS: 2,
  FAILED: 3,
};

export const TRANSACTION_STATUS_CODE_LABELS: Readonly<Record<TTransactionStatusCode, string>> = {
  1: 'Đang xử lý',
  2: 'Thành công',
  3: 'Thất bại',
};
/** The bank QR report badge: 1 processing, 2 success, 3 error. */
export const TRANSACTION_STATUS_CODE_COLORS: Readonly<Record<TTransactionStatusCode, StatusColor>> = {
  1: 'orange',
  2: 'green',
  3: 'red',
};

export const transactionStatusLabel = (status: TTransactionStatus): string =>
  TRANSACTION_STATUS_CODE_LABELS[TRANSACTION_STATUS_CODE[status]];

export function transactionStatusFromCode(code: number): TTransactionStatus | undefined {
  const found = (Object.keys(TRANSACTION_STATUS_CODE) as TTransactionStatus[]).find(
    (s) => TRANSACTION_STATUS_CODE[s] === code,
  );
  return found;
}
