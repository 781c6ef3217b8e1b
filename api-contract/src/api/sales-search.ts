import { z } from 'zod';
import { POINTS_COUNT, PROVINCES_COUNT, TRIP_PAGE_SIZE, TRIP_SEARCH_MAX_COUNT } from '../constants';
import { defineEndpoint } from '../endpoint';
import { apiPath } from '../paths';
import { listPage } from './list-page';

/**
 * The trip-search side of the sales screen (001 §2.1, §7): the lookups behind the filters and the trip list.
 * Every answer is limited to the routes the session's partner is authorised to sell (partner_routes ∩ the
 * user's routeIds); nothing else appears anywhere.
 */

/** yyyyMMdd business date in Asia/Ho_Chi_Minh (DESIGN §5), sent as a number or an 8-digit string. */
export const ZBusinessDate = z.coerce
  .number()
  .int()
  .refine((n) => {
    const y = Math.floor(n / 10_000);
    const m = Math.floor(n / 100) % 100;
    const d = n % 100;
    return y >= 2000 && y <= 2100 && m >= 1 && m <= 12 && d >= 1 && d <= 31;
  }, 'date must be yyyyMMdd');

const ZId = z.string().trim().min(1).max(100);

export const ZCompanyOption = z.object({
  id: z.string(),
  name: z.string(),
  /** true when the company does not use the vendor app ('Chưa sử dụng'), from the partner-company link. */
  isNotUsingAv: z.boolean(),
  /** The company's phone, which the picker's phone button puts on the ticket (000 §2.12). */
  companyPhoneNumber: z.string().nullable(),
  /**
   * The asking agency's own debt limit and current debt with the company (000 §3 partner-company link), for the
   * picker's remaining allowance; null without a link. Another agency's figures never appear.
   */
  debtLimit: z.number().nullable(),
  currentDebt: z.number().nullable(),
});
export type TCompanyOption = z.infer<typeof ZCompanyOption>;
export const ZSearchCompanyRequest = z.object({ searchKey: z.string().trim().max(200).optional() });
export const ZSearchCompanyResponse = z.object({ companies: z.array(ZCompanyOption) });
export const searchCompanyEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/partner/search/company'),
  client: 'v2',
  request: ZSearchCompanyRequest,
  response: ZSearchCompanyResponse,
  summary: 'Companies that authorised the partner on at least one route the user sells',
});

export const ZPointOption = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  provinceId: z.string().nullable(),
  provinceName: z.string().nullable(),
  /** Set for a company's own office; null for a shared station. */
  companyId: z.string().nullable(),
  /** Authorised routes that stop here. */
  routeIds: z.array(z.string()),
});
export type TPointOption = z.infer<typeof ZPointOption>;
export const ZSearchPointsRequest = z.object({
  count: z.number().int().min(1).max(POINTS_COUNT).default(POINTS_COUNT),
  searchKey: z.string().trim().max(200).optional(),
});
export const ZSearchPointsResponse = z.object({ points: z.array(ZPointOption) });
export const searchPointsEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/partner/search/points'),
  client: 'v2',
  request: ZSearchPointsRequest,
  response: ZSearchPointsResponse,
  summary: 'Stops of the authorised routes (pick-up and drop-off filters)',
});

export const ZProvinceOption = z.object({ id: z.string(), name: z.string() });
export type TProvinceOption = z.infer<typeof ZProvinceOption>;
export const ZSearchProvinceRequest = z.object({
  count: z.number().int().min(1).max(PROVINCES_COUNT).default(PROVINCES_COUNT),
  searchKey: z.string().trim().max(200).optional(),
});
export const ZSearchProvinceResponse = z.object({ provinces: z.array(ZProvinceOption) });
export const searchProvinceEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/partner/search/province'),
  client: 'v2',
  request: ZSearchProvinceRequest,
  response: ZSearchProvinceResponse,
  summary: 'The 34 provinces (post-2025); a former name finds the province it merged into',
});

export const ZRouteOption = z.object({
  id: z.string(),
  name: z.string(),
  nameShort: z.string().nullable(),
  companyId: z.string(),
  companyName: z.string(),
  /** Ordered stop ids. */
  pointIds: z.array(z.string()),
  /** One of the agency's popular routes (000 §2.6): the route picker offers these first (absent: not popular). */
  popular: z.boolean().optional(),
});
export type TRouteOption = z.infer<typeof ZRouteOption>;
export const ZSearchRouteRequest = z.object({}).loose();
export const ZSearchRouteResponse = z.object({ routes: z.array(ZRouteOption) });
export const searchRouteEndpoint = defineEndpoint({
  method: 'GET',
  path: apiPath('/partner/search/route'),
  client: 'v2',
  request: ZSearchRouteRequest,
  response: ZSearchRouteResponse,
  summary: "The user's authorised routes",
});

/** The agency's own entry of a trip's partnerLocks (other agencies' entries are never sent). */
export const ZPartnerLock = z.object({ partnerId: z.string(), lockType: z.number().int() });

/** A trip card of the search result (001 §2.1 'Trip cards', §3 'Trip'). */
export const ZTripCard = z.object({
  tripId: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  routeId: z.string(),
  routeName: z.string(),
  /** Planned departure, epoch ms. */
  startTime: z.number(),
  /** Actual (or planned) departure used for the departed rule, epoch ms. */
  startTimeReality: z.number(),
  startDate: z.number().int(),
  totalSeat: z.number().int(),
  totalBookedSeat: z.number().int(),
  tripStatus: z.number().int(),
  numberPlate: z.string().nullable(),
  vehicleId: z.string().nullable(),
  vehicleType: z.string().nullable(),
  driverIds: z.array(z.string()),
  driverNames: z.array(z.string()),
  pointOfRouteIds: z.string(),
  partnerLocks: z.array(ZPartnerLock),
  choosableSeat: z.number().int(),
  timePartnerHolder: z.number().int(),
  timePartnerLockBooking: z.number().int(),
  timePartnerAllowCancel: z.number().int(),
  isPartnerSettled: z.boolean(),
  /** Full-route price, đồng. */
  price: z.number().int(),
  isNotUsingAv: z.boolean(),
});
export type TTripCard = z.infer<typeof ZTripCard>;

export const ZSearchTripsRequest = z.object({
  date: ZBusinessDate,
  companyIds: z.array(ZId).max(100).default([]),
  routeIds: z.array(ZId).max(200).default([]),
  startPoint: ZId.nullish(),
  endPoint: ZId.nullish(),
  provinceUp: ZId.nullish(),
  provinceDown: ZId.nullish(),
  /** 0 by point, 1 by province (001 §3). */
  type: z.number().int().min(0).max(1).default(0),
  ...listPage(TRIP_SEARCH_MAX_COUNT, TRIP_PAGE_SIZE),
  /** Opaque keyset cursor from the previous page. */
  nextPageToken: z.string().max(500).nullish(),
  /** Company-use filter of the screen: all, using the app, not using it. */
  companyUse: z.enum(['all', 'using', 'notUsing']).default('all'),
  /** The screen's switches (partner config): hide departed trips, only trips with driver and vehicle. */
  hideTripOvertime: z.boolean().default(false),
  showTripHasDriversAndVehicle: z.boolean().default(false),
});
export type TSearchTripsRequest = z.input<typeof ZSearchTripsRequest>;
export const ZSearchTripsResponse = z.object({
  trips: z.array(ZTripCard),
  nextPageToken: z.string().nullable(),
  /**
   * The database clock when the booked counts were read (epoch ms, fractional): a live `booked-seats` count read
   * later replaces a card's, an earlier one is dropped. Absent when nothing was read (no authorised route).
   */
  countedAt: z.number().optional(),
});
export type TSearchTripsResponse = z.infer<typeof ZSearchTripsResponse>;
export const searchTripsEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/partner/search/trips'),
  client: 'v2',
  request: ZSearchTripsRequest,
  response: ZSearchTripsResponse,
  summary: 'Trips of one day on authorised routes, 40 a page with a keyset nextPageToken',
});
