import { z } from 'zod';

/** The four sale types of the settlement report (000 §2.4), each a group of report-sale totals fields. */
export const SaleType = {
  ONLINE_COMPANY: 'onlineCompany',
  ONLINE_PARTNER: 'onlinePartner',
  CASH_DELEGATE: 'cashDelegate',
  ONLINE_DELEGATE: 'onlineDelegate',
} as const;
export const ZSaleType = z.enum(SaleType);
export type TSaleType = z.infer<typeof ZSaleType>;

// ours: the seed names them in English.
export const SALE_TYPE_LABELS: Readonly<Record<TSaleType, string>> = {
  onlineCompany: 'Online nhà xe',
  onlinePartner: 'Online đại lý',
  cashDelegate: 'Tiền mặt bán hộ',
  onlineDelegate: 'Online bán hộ',
};
export const SALE_TYPES: readonly TSaleType[] = ['onlineCompany', 'onlinePartner', 'cashDelegate', 'onlineDelegate'];
