import { describe, expect, it } from 'vitest';
import { MSG } from '@busdesk/api-contract';
import { legPrice, priceSeat, PricingError, surchargeLines, transshipmentAt, type RouteStop, type SurchargeCategory } from './pricing';

const stop = (pointId: string, order: number, priceFromStart: number, transshipments: RouteStop['listTransshipmentPoint'] = []): RouteStop => ({
  pointId,
  name: pointId,
  address: null,
  order,
  minutesFromStart: order * 60,
  priceFromStart,
  listTransshipmentPoint: transshipments,
});

const stops = [
  stop('mdong', 0, 0, [
    { id: 'ts-q1', name: 'Quận 1', transshipmentPrice: 0 },
    { id: 'ts-thuduc', name: 'Thủ Đức', transshipmentPrice: 20_000 },
  ]),
  stop('baoloc', 1, 250_000),
  stop('dalat', 2, 350_000, [{ id: 'ts-dalat', name: 'Hồ Xuân Hương', transshipmentPrice: 15_000 }]),
];
const categories: SurchargeCategory[] = [
  { id: 'bag', name: 'Hành lý', price: 50_000, mode: 1 },
  { id: 'holiday', name: 'Ngày lễ', price: 30_000, mode: 2 },
  { id: 'child', name: 'Trẻ em', price: 50_000, mode: -1 },
];

const refusal = (fn: () => unknown): string => {
  try {
    fn();
  } catch (err) {
    if (err instanceof PricingError) return err.message;
    throw err;
  }
  return 'no refusal';
};

describe('leg price', () => {
  it('is the difference of the prices from the first stop', () => {
    expect(legPrice(stops, 'mdong', 'dalat').price).toBe(350_000);
    expect(legPrice(stops, 'mdong', 'baoloc').price).toBe(250_000);
    expect(legPrice(stops, 'baoloc', 'dalat').price).toBe(100_000);
  });

  it('refuses a drop-off before the pick-up, the same point twice, and points off the route', () => {
    expect(refusal(() => legPrice(stops, 'dalat', 'mdong'))).toBe(MSG.sales.pointOrderInvalid);
    expect(refusal(() => legPrice(stops, 'baoloc', 'baoloc'))).toBe(MSG.sales.pointOrderInvalid);
    expect(refusal(() => legPrice(stops, 'hanoi', 'dalat'))).toBe(MSG.sales.pointNotOnRoute);
    expect(refusal(() => legPrice(stops, 'mdong', 'hue'))).toBe(MSG.sales.pointNotOnRoute);
  });
});

describe('transshipment and surcharges', () => {
  it('finds the transshipment a stop offers and refuses one it does not', () => {
    expect(transshipmentAt(stops[0]!, 'ts-thuduc')?.transshipmentPrice).toBe(20_000);
    expect(transshipmentAt(stops[0]!, null)).toBeNull();
    expect(refusal(() => transshipmentAt(stops[0]!, 'ts-dalat'))).toBe(MSG.sales.transshipmentInvalid);
  });

  it('adds price × mode of each category once, discounts included', () => {
    expect(surchargeLines(categories, ['bag', 'holiday']).total).toBe(50_000 + 60_000);
    expect(surchargeLines(categories, ['bag', 'bag', 'child']).total).toBe(0);
    expect(surchargeLines(categories, []).total).toBe(0);
    expect(refusal(() => surchargeLines(categories, ['unknown']))).toBe(MSG.sales.surchargeInvalid);
  });
});

describe('seat price', () => {
  it('sums leg, both transshipments and surcharges into agencyPrice', () => {
    const priced = priceSeat(stops, categories, {
      seatId: 'A01',
      pointUpId: 'mdong',
      pointDownId: 'dalat',
      transshipUpId: 'ts-thuduc',
      transshipDownId: 'ts-dalat',
      surchargeIds: ['bag'],
    });
    expect(priced).toMatchObject({ seatId: 'A01', originalTicketPrice: 350_000, transshipmentPrice: 35_000, surchargePrice: 50_000, agencyPrice: 435_000 });
    expect(priced.surcharges).toEqual([{ id: 'bag', name: 'Hành lý', price: 50_000, mode: 1 }]);
  });

  it('never goes below zero with discounts', () => {
    const cheap = [stop('a', 0, 0), stop('b', 1, 30_000)];
    expect(priceSeat(cheap, categories, { seatId: 'A01', pointUpId: 'a', pointDownId: 'b', surchargeIds: ['child'] }).agencyPrice).toBe(0);
  });
});
