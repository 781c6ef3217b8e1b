import { z } from 'zod';
import { DRIVER_USER_STATUSES, DRIVER_USER_TYPES, SETTLEMENT_TRIP_COUNT, USER_LIST_COUNT, VEHICLE_COUNT } from '../constants';
import { defineEndpoint } from '../endpoint';
import { apiPath } from '../paths';
import type { TSaleType } from '../enums/sale-type';
import { ZBusinessDate, ZPartnerLock } from './sales-search';
import { listPage } from './list-page';

/**
 * Trip operations of the sales screen (001 §2.1, §4, §7): the agency's own trip lock, the trip update (drivers
 * and vehicle), settlement, the contract page; and the sales settlement report by trip (001 §2.2; its dialog is
 * 000 §2.4). Every call is limited to trips on the session's authorised routes.
 */

const ZId = z.string().trim().min(1).max(100);

/** 1 lock, 0 unlock (001 §4 'Trip lock'). */
export const TripLockType = { UNLOCK: 0, LOCK: 1 } as const;
export const ZLockTripRequest = z.object({ tripId: ZId, lockType: z.union([z.literal(0), z.literal(1)]) });
export type TLockTripRequest = z.input<typeof ZLockTripRequest>;
/** The agency's own entry after the change (other agencies' entries are never sent). */
export const ZLockTripResponse = z.object({ tripId: z.string(), partnerLocks: z.array(ZPartnerLock) });
export const lockTripEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/partner/lock-trip'),
  client: 'v2',
  request: ZLockTripRequest,
  response: ZLockTripResponse,
  summary: 'Lock (1) or unlock (0) a trip for the session’s agency: its own partnerLocks entry',
});

export const ZTripDriver = z.object({ userId: ZId, fullName: z.string().trim().max(200) });
export type TTripDriver = z.infer<typeof ZTripDriver>;
/**
 * The seed's one call for the trip update and for settlement: `drivers`/`vehicle` change the trip (allowed only
 * for companies the agency marked 'not using the app'), `isPartnerSettled: true` settles it for the agency.
 * A field left out is not touched; `vehicle: null` removes the vehicle.
 */
export const ZManageTripRequest = z.object({
  tripId: ZId,
  drivers: z.array(ZTripDriver).max(5).optional(),
  vehicle: z.object({ id: ZId, numberPlate: z.string().max(30).optional() }).nullable().optional(),
  isPartnerSettled: z.boolean().optional(),
});
export type TManageTripRequest = z.input<typeof ZManageTripRequest>;
export const ZManageTripResponse = z.object({
  tripId: z.string(),
  driverIds: z.array(z.string()),
  driverNames: z.array(z.string()),
  vehicleId: z.string().nullable(),
  numberPlate: z.string().nullable(),
  isPartnerSettled: z.boolean(),
});
export type TManageTripResponse = z.infer<typeof ZManageTripResponse>;
export const manageTripEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('partner/v2/trip/manage'),
  client: 'v2',
  request: ZManageTripRequest,
  response: ZManageTripResponse,
  summary: 'Update the drivers/vehicle of a trip, or settle it for the agency (isPartnerSettled)',
});

/** Partner user of a company (001 §3 'driver list'). */
export const ZCompanyUser = z.object({
  id: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  phone: z.string().nullable(),
  userType: z.number().int(),
  userStatus: z.number().int(),
});
export type TCompanyUser = z.infer<typeof ZCompanyUser>;
export const ZUserCompanyRequest = z.object({
  companyId: ZId,
  ...listPage(USER_LIST_COUNT),
  listUserType: z.array(z.number().int()).max(10).default([...DRIVER_USER_TYPES]),
  userStatus: z.array(z.number().int()).max(10).default([...DRIVER_USER_STATUSES]),
});
export const ZUserCompanyResponse = z.object({ result: z.array(ZCompanyUser) });
export const userCompanyEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('partner/search/user-company'),
  client: 'v2',
  request: ZUserCompanyRequest,
  response: ZUserCompanyResponse,
  summary: 'Users (drivers by default) of a company that authorised the agency',
});

export const ZVehicleOption = z.object({
  id: z.string(),
  numberPlate: z.string(),
  vehicleType: z.string(),
  seatCount: z.number().int(),
  brand: z.string().nullable(),
  isActive: z.boolean(),
});
export type TVehicleOption = z.infer<typeof ZVehicleOption>;
/** 002 §7 'Vehicles': page 0, count 1000, isGetAll false (active only), companyId. */
export const ZSearchVehicleRequest = z.object({
  companyId: ZId,
  ...listPage(VEHICLE_COUNT),
  isGetAll: z.boolean().default(false),
});
export const ZSearchVehicleResponse = z.object({ vehicles: z.array(ZVehicleOption) });
export const searchVehicleEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('partner/search/vehicle'),
  client: 'v2',
  request: ZSearchVehicleRequest,
  response: ZSearchVehicleResponse,
  summary: 'Vehicles of a company that authorised the agency (active only unless isGetAll)',
});

/** Settlement trip row (001 §3) with the dialog's header fields (000 §3 'Trip report row'). */
export const ZSettlementTrip = z.object({
  tripId: z.string(),
  /** epoch ms */
  startTimeReality: z.number(),
  /** yyyyMMdd */
  date: z.number().int(),
  routeName: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  /** Stop names in route order, joined by ' - '. */
  pointOfRouteNames: z.string(),
  numberPlate: z.string().nullable(),
  driverNames: z.array(z.string()),
  isPartnerSettled: z.boolean(),
});
export type TSettlementTrip = z.infer<typeof ZSettlementTrip>;
/** The report's trip list (001 §7 'List trips'; path not shown, chosen): settled trips of the agency only. */
export const ZSettlementTripsRequest = z.object({
  date: ZBusinessDate,
  companyId: ZId,
  routeIds: z.array(ZId).max(200).default([]),
  numberPlate: z.string().trim().max(30).nullish(),
  ...listPage(SETTLEMENT_TRIP_COUNT),
});
export type TSettlementTripsRequest = z.input<typeof ZSettlementTripsRequest>;
export const ZSettlementTripsResponse = z.object({ trips: z.array(ZSettlementTrip) });
export const settlementTripsEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/partner/report/settlement-trips'), // path chosen
  client: 'v2',
  request: ZSettlementTripsRequest,
  response: ZSettlementTripsResponse,
  summary: 'Trips of a day and company the agency settled (the sales settlement report)',
});

/**
 * Per-trip totals of the agency's own tickets by sale type (001 §3, 000 §3), integer đồng. cashDelegate has no
 * commission field (the seeds give it Total and Revenue only).
 */
export const ZTripSaleTotals = z.object({
  onlineCompanyTotal: z.number().int(),
  onlineCompanyRevenue: z.number().int(),
  onlineCompanyCommission: z.number().int(),
  onlinePartnerTotal: z.number().int(),
  onlinePartnerRevenue: z.number().int(),
  onlinePartnerCommission: z.number().int(),
  cashDelegateTotal: z.number().int(),
  cashDelegateRevenue: z.number().int(),
  onlineDelegateTotal: z.number().int(),
  onlineDelegateRevenue: z.number().int(),
  onlineDelegateCommission: z.number().int(),
});
export type TTripSaleTotals = z.infer<typeof ZTripSaleTotals>;
export const ZReportSaleRequest = z.object({ tripIds: z.array(ZId).max(SETTLEMENT_TRIP_COUNT) });
/** Keyed by tripId; trips the agency has not settled (or may not see) are absent. */
export const ZReportSaleResponse = z.record(z.string(), ZTripSaleTotals);
export type TReportSaleResponse = z.infer<typeof ZReportSaleResponse>;
export const reportSaleEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('api/v1/partner/trip/report-sale'),
  client: 'v1',
  request: ZReportSaleRequest,
  response: ZReportSaleResponse,
  summary: 'Sale totals of settled trips by sale type, keyed by tripId',
});

/** One trip's sale report for the settlement dialog (000 §2.4; path chosen): its header and the four sale types. */
export const ZTripSaleReportRequest = z.object({ tripId: ZId });
export const ZTripSaleReportResponse = z.object({ trip: ZSettlementTrip, totals: ZTripSaleTotals });
export type TTripSaleReportResponse = z.infer<typeof ZTripSaleReportResponse>;
export const tripSaleReportEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/partner/trip/sale-report'), // path chosen
  client: 'v2',
  request: ZTripSaleReportRequest,
  response: ZTripSaleReportResponse,
  summary: 'The settlement sheet of one trip: header and totals of the agency’s tickets by sale type',
});

/** The trip contract page (001 §2 'ticket contract page'; path chosen): a complete HTML document built by the server. */
export const ZTripContractRequest = z.object({ tripId: ZId });
export const ZTripContractResponse = z.object({ title: z.string(), html: z.string() });
export const tripContractEndpoint = defineEndpoint({
  method: 'GET',
  path: apiPath('/partner/trip/contract'), // path chosen
  client: 'v2',
  request: ZTripContractRequest,
  response: ZTripContractResponse,
  summary: 'Transport contract of a trip: company, vehicle, drivers, route and the agency’s passengers',
});

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
