import type { TTripSaleTotals } from '../api/trip-operations';
import type { TSaleType } from '../enums/sale-type';

// A trip's settlement figures from its sale totals (000 §2.4): the sheet's lines and the report's row, on both sides.

/** One sale type's line of the settlement sheet (000 §2.4): count, revenue, commission, still payable. */
export interface SaleTypeLine {
  saleType: TSaleType;
  total: number;
  revenue: number;
  commission: number;
  /** What the agency still owes the company for these tickets: revenue − commission. */
  payable: number;
}

/** The four lines of a trip's totals, in the seeds' order; cashDelegate carries no commission. */
export function saleTypeLines(t: TTripSaleTotals): SaleTypeLine[] {
  const line = (saleType: TSaleType, total: number, revenue: number, commission: number): SaleTypeLine => ({
    saleType,
    total,
    revenue,
    commission,
    payable: revenue - commission,
  });
  return [
    line('onlineCompany', t.onlineCompanyTotal, t.onlineCompanyRevenue, t.onlineCompanyCommission),
    line('onlinePartner', t.onlinePartnerTotal, t.onlinePartnerRevenue, t.onlinePartnerCommission),
    line('cashDelegate', t.cashDelegateTotal, t.cashDelegateRevenue, 0),
    line('onlineDelegate', t.onlineDelegateTotal, t.onlineDelegateRevenue, t.onlineDelegateCommission),
  ];
}

/** A trip's row of the report: the sums of its sale-type lines (so a totals row equals the sum of its rows). */
export interface TripSaleSummary {
  tickets: number;
  sales: number;
  commission: number;
  payable: number;
}
export function tripSaleSummary(t: TTripSaleTotals | undefined): TripSaleSummary {
  const sum: TripSaleSummary = { tickets: 0, sales: 0, commission: 0, payable: 0 };
  if (!t) return sum;
  for (const l of saleTypeLines(t)) {
    sum.tickets += l.total;
    sum.sales += l.revenue;
    sum.commission += l.commission;
    sum.payable += l.payable;
  }
  return sum;
}

export const EMPTY_TRIP_SALE_TOTALS: TTripSaleTotals = {
  onlineCompanyTotal: 0,
  onlineCompanyRevenue: 0,
  onlineCompanyCommission: 0,
  onlinePartnerTotal: 0,
  onlinePartnerRevenue: 0,
  onlinePartnerCommission: 0,
  cashDelegateTotal: 0,
  cashDelegateRevenue: 0,
  onlineDelegateTotal: 0,
  onlineDelegateRevenue: 0,
  onlineDelegateCommission: 0,
};
