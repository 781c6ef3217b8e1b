import { sql } from 'drizzle-orm';
import { MSG, seatPrice, surchargesTotal, type TSeatPrice } from '@busdesk/api-contract';
import type { SqlRow } from '../db/row-types';
import type { points, routePoints, surchargeCategories, TicketSurcharge, TransshipmentRef } from '../db/schema/index';
import { fromJson, type SqlRunner } from '../db/sql';

/** A stop of the trip's route as pricing needs it (route_points). */
export interface RouteStop {
  pointId: string;
  name: string;
  address: string | null;
  order: number;
  /** Minutes after the trip start that the bus is planned here (the boarding time of a pick-up). */
  minutesFromStart: number;
  priceFromStart: number;
  listTransshipmentPoint: TransshipmentRef[];
}

export interface SurchargeCategory {
  id: string;
  name: string;
  price: number;
  mode: number;
}

/** A price rule was broken by the request (400 with a Vietnamese message). */
export class PricingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PricingError';
  }
}

export interface SeatPriceInput {
  seatId: string;
  pointUpId: string;
  pointDownId: string;
  transshipUpId?: string | null | undefined;
  transshipDownId?: string | null | undefined;
  surchargeIds?: readonly string[] | undefined;
}

export interface PricedSeat extends TSeatPrice {
  up: RouteStop;
  down: RouteStop;
  transshipUp: TransshipmentRef | null;
  transshipDown: TransshipmentRef | null;
  surcharges: TicketSurcharge[];
}

/**
 * The leg's fare: the difference of the cumulative prices from the first stop. The pick-up must come before
 * the drop-off on the route, otherwise the "leg" would be free or negative.
 */
export function legPrice(stops: readonly RouteStop[], pointUpId: string, pointDownId: string): { up: RouteStop; down: RouteStop; price: number } {
  const upIndex = stops.findIndex((s) => s.pointId === pointUpId);
  // A route may pass a point twice (loops); the drop-off is the first occurrence after the pick-up.
  const downIndex = stops.findIndex((s, i) => i > upIndex && s.pointId === pointDownId);
  if (upIndex < 0 || !stops.some((s) => s.pointId === pointDownId)) throw new PricingError(MSG.sales.pointNotOnRoute);
  if (downIndex < 0) throw new PricingError(MSG.sales.pointOrderInvalid);
  const up = stops[upIndex]!;
  const down = stops[downIndex]!;
  return { up, down, price: Math.max(0, down.priceFromStart - up.priceFromStart) };
}

/** The transshipment option chosen at a stop, or null when none is chosen; an id the stop does not offer is refused. */
export function transshipmentAt(stop: RouteStop, transshipmentId: string | null | undefined): TransshipmentRef | null {
  if (!transshipmentId) return null;
  const found = stop.listTransshipmentPoint.find((t) => t.id === transshipmentId);
  if (!found) throw new PricingError(MSG.sales.transshipmentInvalid);
  return found;
}

/** Surcharge lines of the company's categories; the effect of each is price × mode (001 §3), a repeated id counts once. */
export function surchargeLines(categories: readonly SurchargeCategory[], ids: readonly string[]): { lines: TicketSurcharge[]; total: number } {
  const lines: TicketSurcharge[] = [];
  for (const id of new Set(ids)) {
    const category = categories.find((c) => c.id === id);
    if (!category) throw new PricingError(MSG.sales.surchargeInvalid);
    lines.push({ id: category.id, name: category.name, price: category.price, mode: category.mode });
  }
  return { lines, total: surchargesTotal(lines) };
}

/** One seat's price: agencyPrice = leg fare + transshipment up + transshipment down + surcharges, in đồng. */
export function priceSeat(stops: readonly RouteStop[], categories: readonly SurchargeCategory[], input: SeatPriceInput): PricedSeat {
  const { up, down, price } = legPrice(stops, input.pointUpId, input.pointDownId);
  const transshipUp = transshipmentAt(up, input.transshipUpId);
  const transshipDown = transshipmentAt(down, input.transshipDownId);
  const transshipmentPrice = (transshipUp?.transshipmentPrice ?? 0) + (transshipDown?.transshipmentPrice ?? 0);
  const { lines, total } = surchargeLines(categories, input.surchargeIds ?? []);
  return {
    seatId: input.seatId,
    originalTicketPrice: price,
    transshipmentPrice,
    surchargePrice: total,
    agencyPrice: seatPrice(price, transshipmentPrice, total),
    up,
    down,
    transshipUp,
    transshipDown,
    surcharges: lines,
  };
}

export interface PricingContext {
  stops: RouteStop[];
  categories: SurchargeCategory[];
}

/** A stop as route_points joined with points gives it (by SQL or as an object of STOPS_JSON). */
export type RouteStopRow = Pick<SqlRow<typeof routePoints>, 'point_id' | 'order' | 'minutes_from_start' | 'price_from_start' | 'list_transshipment_point'> &
  Pick<SqlRow<typeof points>, 'name' | 'address'>;

/** A surcharge category as surcharge_categories gives it (by SQL or as an object of CATEGORIES_JSON). */
export type SurchargeCategoryRow = Pick<SqlRow<typeof surchargeCategories>, 'id' | 'name' | 'price' | 'mode'>;

/** Rows of route_points (joined with points) and surcharge_categories, as SQL or a JSON aggregate gives them. */
export function toPricingContext(stops: readonly RouteStopRow[], categories: readonly SurchargeCategoryRow[]): PricingContext {
  return {
    stops: stops.map((s) => ({
      pointId: s.point_id,
      name: s.name,
      address: s.address,
      order: Number(s.order),
      minutesFromStart: Number(s.minutes_from_start),
      priceFromStart: Number(s.price_from_start),
      listTransshipmentPoint: fromJson<RouteStopRow['list_transshipment_point'] | null>(s.list_transshipment_point) ?? [],
    })),
    categories: categories.map((c) => ({ id: c.id, name: c.name, price: Number(c.price), mode: Number(c.mode) })),
  };
}

/** The same stops and categories as one SQL fragment per list (JSON arrays), for callers that load the trip too. */
export const STOPS_JSON = sql`(select coalesce(json_agg(json_build_object('point_id', rp.point_id, 'name', p.name, 'address', p.address,
    'order', rp."order", 'minutes_from_start', rp.minutes_from_start, 'price_from_start', rp.price_from_start,
    'list_transshipment_point', rp.list_transshipment_point) order by rp."order"), '[]'::json)
  from route_points rp join points p on p.id = rp.point_id where rp.route_id = tr.route_id)`;
export const CATEGORIES_JSON = sql`(select coalesce(json_agg(json_build_object('id', sc.id, 'name', sc.name, 'price', sc.price, 'mode', sc.mode)
    order by sc.id), '[]'::json)
  from surcharge_categories sc where sc.company_id = tr.company_id)`;

/** The route's stops in order and the company's surcharge categories. */
export async function loadPricingContext(runner: SqlRunner, trip: { routeId: string; companyId: string }): Promise<PricingContext> {
  const [stops, categories] = await Promise.all([
    runner.rows<RouteStopRow>(sql`
      select rp.point_id, p.name, p.address, rp."order", rp.minutes_from_start, rp.price_from_start, rp.list_transshipment_point
      from route_points rp join points p on p.id = rp.point_id
      where rp.route_id = ${trip.routeId} order by rp."order"`),
    runner.rows<SurchargeCategoryRow>(sql`
      select id, name, price, mode from surcharge_categories where company_id = ${trip.companyId} order by id`),
  ]);
  return toPricingContext(stops, categories);
}
