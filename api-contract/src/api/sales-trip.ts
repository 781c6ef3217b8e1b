import { z } from 'zod';
import { SURCHARGE_COUNT } from '../constants';
import { defineEndpoint } from '../endpoint';
import { apiPath } from '../paths';
import { ZSeatLockRecord } from '../realtime/events';
import { ZTripCard } from './sales-search';
import { ZTicket } from './sales-ticket';
import { listPage } from './list-page';

/** The opened trip (001 §2.1 'Trip detail'): seat map, stops, the agency's tickets and who holds which seat. */

export const ZSeat = z.object({
  seatId: z.string(),
  seatType: z.number().int(),
  floor: z.number().int(),
  row: z.number().int(),
  column: z.number().int(),
});
export type TSeat = z.infer<typeof ZSeat>;

export const ZTransshipmentOption = z.object({ id: z.string(), name: z.string(), transshipmentPrice: z.number().int() });
export type TTransshipmentOption = z.infer<typeof ZTransshipmentOption>;

/** A stop of the trip's route (001 §3 'Point in trip'). */
export const ZTripPoint = z.object({
  pointId: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  order: z.number().int(),
  /** Planned time at this stop, epoch ms. */
  timePlan: z.number(),
  /** Price from the first stop, đồng: a leg costs the difference. */
  priceFromStart: z.number().int(),
  listTransshipmentPoint: z.array(ZTransshipmentOption),
});
export type TTripPoint = z.infer<typeof ZTripPoint>;

/**
 * A seat taken by a ticket the agency did not sell: only its status, never the passenger (tenancy).
 * status 2/7 booked, 3 paid (4/5 count as paid on the map).
 */
export const ZOccupiedSeat = z.object({ seatId: z.string(), ticketStatus: z.number().int() });
export type TOccupiedSeat = z.infer<typeof ZOccupiedSeat>;

export const ZTripDetail = ZTripCard.extend({
  seatMap: z.array(ZSeat),
  /** Seats the company locked: never sellable. */
  lockSeat: z.array(z.object({ seatId: z.string(), note: z.string().optional() })),
  /** Stop summary for 'ticket by points'. */
  routeNameShort: z.string().nullable(),
});
export type TTripDetail = z.infer<typeof ZTripDetail>;

export const ZViewTripRequest = z.object({ tripId: z.string().trim().min(1).max(100) });
export const ZViewTripResponse = z.object({
  trip: ZTripDetail,
  points: z.array(ZTripPoint),
  /** The agency's own active tickets on this trip (expired holds excluded). */
  tickets: z.array(ZTicket),
  otherSeats: z.array(ZOccupiedSeat),
  /** Current real-time seat locks (the same records trip/{id}/lockSeat carries). */
  seatLocks: z.array(ZSeatLockRecord),
  /** Server clock, epoch ms, so countdowns do not trust the browser's clock. */
  serverTime: z.number(),
});
export type TViewTripResponse = z.infer<typeof ZViewTripResponse>;
export const viewTripEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/partner/trip/view-by-id'),
  client: 'v2',
  request: ZViewTripRequest,
  response: ZViewTripResponse,
  summary: 'Trip detail: seat map, stops, own tickets, other agencies’ occupied seats, seat locks',
});

/** GET trip tickets (path not shown in 001 §7; chosen in the same style). */
export const ZTripTicketsRequest = z.object({ id: z.string().trim().min(1).max(100) });
export const ZTripTicketsResponse = z.object({ tickets: z.array(ZTicket), otherSeats: z.array(ZOccupiedSeat) });
export const tripTicketsEndpoint = defineEndpoint({
  method: 'GET',
  path: apiPath('/partner/trip/tickets'),
  client: 'v2',
  request: ZTripTicketsRequest,
  response: ZTripTicketsResponse,
  summary: 'The agency’s tickets on a trip (refetched after a reconnect)',
});

/**
 * Real-time seat lock (001 §4; path not shown, chosen): the user's picked seats on a trip for 10 minutes.
 * Each call replaces the user's lock on that trip; an empty list releases it. Seats another user holds, sold
 * seats and company-locked seats are refused with 409 naming them.
 */
export const ZLockSeatRequest = z.object({
  tripId: z.string().trim().min(1).max(100),
  seatIds: z.array(z.string().trim().min(1).max(20)).max(60),
});
export const ZLockSeatResponse = z.object({
  records: z.array(ZSeatLockRecord),
  /** epoch ms when the user's lock ends (null when released). */
  expiresAt: z.number().nullable(),
  serverTime: z.number(),
});
export type TLockSeatResponse = z.infer<typeof ZLockSeatResponse>;
export const lockSeatEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/partner/trip/lock-seat'),
  client: 'v2',
  request: ZLockSeatRequest,
  response: ZLockSeatResponse,
  summary: 'Take, change or release the user’s 10-minute real-time lock on seats of a trip',
});

export const ZSurchargeCategory = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number().int(),
  /** The effect is price × mode. */
  mode: z.number().int(),
});
export type TSurchargeCategory = z.infer<typeof ZSurchargeCategory>;
export const ZSurchargeListRequest = z.object({
  companyId: z.string().trim().min(1).max(100),
  page: z.coerce.number().int().min(0).default(0),
  count: z.coerce.number().int().min(1).max(SURCHARGE_COUNT).default(SURCHARGE_COUNT),
});
export const ZSurchargeListResponse = z.object({ surchargeCategories: z.array(ZSurchargeCategory) });
export const surchargeListEndpoint = defineEndpoint({
  method: 'GET',
  path: apiPath('/surcharge_category/getList'),
  client: 'v2',
  request: ZSurchargeListRequest,
  response: ZSurchargeListResponse,
  summary: 'Surcharge categories of an authorising company',
});

export const ZSeatPriceDetail = z.object({
  seatId: z.string(),
  surcharge: z.array(z.string().max(100)).max(20).default([]),
  transhipmentPointUpId: z.string().max(100).nullish(),
  transhipmentPointDownId: z.string().max(100).nullish(),
});
export const ZCalculatePriceRequest = z.object({
  tripId: z.string().trim().min(1).max(100),
  pointUpId: z.string().trim().min(1).max(100),
  pointDownId: z.string().trim().min(1).max(100),
  seatIds: z.array(z.string().max(20)).min(1).max(60),
  seatDetails: z.array(ZSeatPriceDetail).max(60).default([]),
  platform: z.number().int().default(5),
  userType: z.number().int().default(4),
});
export type TCalculatePriceRequest = z.input<typeof ZCalculatePriceRequest>;
/** One seat's price, đồng: agencyPrice = originalTicketPrice + transshipmentPrice + surchargePrice. */
export const ZSeatPrice = z.object({
  seatId: z.string(),
  originalTicketPrice: z.number().int(),
  transshipmentPrice: z.number().int(),
  surchargePrice: z.number().int(),
  agencyPrice: z.number().int(),
});
export type TSeatPrice = z.infer<typeof ZSeatPrice>;
export const ZCalculatePriceResponse = z.object({ seatPrice: z.array(ZSeatPrice) });
export const calculatePriceEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/partner/ticket/calculate-price'),
  client: 'v2',
  request: ZCalculatePriceRequest,
  response: ZCalculatePriceResponse,
  summary: 'Price per seat for a leg, with transshipment and surcharges',
});

/** Customer search by phone (path not shown; chosen): the booking form's autocomplete. */
export const ZCustomerSearchRequest = z.object({
  phoneNumber: z.string().trim().min(1).max(20),
  ...listPage(20, 5),
  routeId: z.string().max(100).nullish(),
  companyId: z.string().max(100).nullish(),
});
export const ZCustomerMatch = z.object({
  companyCustomer: z.object({ fullName: z.string().nullable(), phoneNumber: z.string(), email: z.string().nullable() }),
  /** The customer's latest tickets with this agency, newest first (the form prefills from the first). */
  tickets: z.array(ZTicket),
});
export type TCustomerMatch = z.infer<typeof ZCustomerMatch>;
/** blockedMessage: the phone is a keyword the agency blocks (000 §2.7, ADR 0053); nothing is found and this says why. */
export const ZCustomerSearchResponse = z.object({ result: z.array(ZCustomerMatch), blockedMessage: z.string().optional() });
export const customerSearchEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/partner/search/customer'),
  client: 'v2',
  request: ZCustomerSearchRequest,
  response: ZCustomerSearchResponse,
  summary: 'Customers of the agency whose phone starts with the digits typed (5 results)',
});
