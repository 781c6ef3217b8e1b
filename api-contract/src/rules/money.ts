import { DEBT_DISPLAY_CAP } from '../limits';

const grouping = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });

/** Thousands separated the Vietnamese way: 1250000 → '1.250.000'. Rounded to a whole number. */
export function formatNumber(n: number | null | undefined): string {
  const v = typeof n === 'number' && Number.isFinite(n) ? Math.round(n) : 0;
  // Intl gives '-0' for values that round to zero from below.
  return grouping.format(v === 0 ? 0 : v);
}

/**
 * Money in đồng: '1.250.000 đ'. Intl's VND currency style writes '₫' with a no-break space; the seeds and the
 * screens use 'đ' after a plain space, which also survives copy into Excel, SMS and printed tickets unchanged.
 */
export const formatMoney = (n: number | null | undefined): string => `${formatNumber(n)} đ`;

/** Debts are money: from the cap up they read '1.000.000.000+ đ' (000 §9), below it as formatMoney does. */
export function formatDebt(n: number | null | undefined, cap: number = DEBT_DISPLAY_CAP): string {
  if (typeof n === 'number' && n >= cap) return `${formatNumber(cap)}+ đ`;
  return formatMoney(n);
}

/** Bank QR amounts arrive in minor units and are shown divided by 100 (002 §3). */
export const formatBankAmount = (minor: number | null | undefined): string => formatMoney(typeof minor === 'number' ? minor / 100 : minor);
