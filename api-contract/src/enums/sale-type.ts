/** The four sale types of the settlement report (000 §2.4), each a group of report-sale totals fields. */
export const SaleType = {
  ONLINE_COMPANY: 'onlineCompany',
  ONLINE_PARTNER: 'onlinePartner',
  CASH_DELEGATE: 'cashDelegate',
  ONLINE_DELEGATE: 'onlineDelegate',
} as const;
export type TSaleType = (typeof SaleType)[keyof typeof SaleType];

// ours: the seed names them in English.
export const SALE_TYPE_LABELS: Readonly<Record<TSaleType, string>> = {
  onlineCompany: 'Online nhà xe',
  onlinePartner: 'Online đại lý',
  cashDelegate: 'Tiền mặt bán hộ',
  onlineDelegate: 'Online bán hộ',
};
export const SALE_TYPES: readonly TSaleType[] = ['onlineCompany', 'onlinePartner', 'cashDelegate', 'onlineDelegate'];
