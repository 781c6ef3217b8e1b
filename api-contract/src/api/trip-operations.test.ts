import { describe, expect, it } from 'vitest';
import { EMPTY_TRIP_SALE_TOTALS, saleTypeLines, tripSaleSummary, ZLockTripRequest, ZManageTripRequest } from './trip-operations';

describe('settlement sheet lines', () => {
  const totals = {
    ...EMPTY_TRIP_SALE_TOTALS,
    onlineCompanyTotal: 1,
    onlineCompanyRevenue: 300_000,
    onlineCompanyCommission: 9_000,
    cashDelegateTotal: 2,
    cashDelegateRevenue: 600_000,
    onlineDelegateTotal: 3,
    onlineDelegateRevenue: 1_050_000,
    onlineDelegateCommission: 52_500,
  };

  it('gives the four sale types in the seeds’ order, payable = revenue − commission, none for cash by delegate', () => {
    expect(saleTypeLines(totals)).toEqual([
      { saleType: 'onlineCompany', total: 1, revenue: 300_000, commission: 9_000, payable: 291_000 },
      { saleType: 'onlinePartner', total: 0, revenue: 0, commission: 0, payable: 0 },
      { saleType: 'cashDelegate', total: 2, revenue: 600_000, commission: 0, payable: 600_000 },
      { saleType: 'onlineDelegate', total: 3, revenue: 1_050_000, commission: 52_500, payable: 997_500 },
    ]);
  });

  it('sums a trip’s lines into its report row; a trip without totals reads 0', () => {
    expect(tripSaleSummary(totals)).toEqual({ tickets: 6, sales: 1_950_000, commission: 61_500, payable: 1_888_500 });
    expect(tripSaleSummary(undefined)).toEqual({ tickets: 0, sales: 0, commission: 0, payable: 0 });
  });
});

describe('trip operation requests', () => {
  it('accepts only lock types 1 and 0', () => {
    expect(ZLockTripRequest.safeParse({ tripId: 't', lockType: 1 }).success).toBe(true);
    expect(ZLockTripRequest.safeParse({ tripId: 't', lockType: 0 }).success).toBe(true);
    expect(ZLockTripRequest.safeParse({ tripId: 't', lockType: 2 }).success).toBe(false);
  });

  it('keeps an omitted vehicle apart from a removed one', () => {
    expect(ZManageTripRequest.parse({ tripId: 't' }).vehicle).toBeUndefined();
    expect(ZManageTripRequest.parse({ tripId: 't', vehicle: null }).vehicle).toBeNull();
  });
});
