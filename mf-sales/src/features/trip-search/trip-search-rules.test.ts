import { MSG, TRIP_FLEX_LAYOUT_THRESHOLD } from '@busdesk/api-contract';
import { describe, expect, it } from 'vitest';
import { PARTNER_ID, POINTS, ROUTES, tripFixture } from '../../test-support/search-fixtures';
import {
  buildSearchTripsRequest,
  emptyFilters,
  filterDisabled,
  hasSearchCriteria,
  hasVehicleAndDriver,
  pointsForFilters,
  routesOfCompanies,
  tripListLayout,
  tripSelectionWarnings,
} from './trip-search-rules';

const base = emptyFilters('20260115');
const allOptions = { companyUse: 'all', hideTripOvertime: false, showTripHasDriversAndVehicle: false } as const;

describe('routesOfCompanies', () => {
  it("keeps the chosen companies' routes, the popular ones first, each group in the server's order", () => {
    const route = (id: string, companyId: string, popular?: boolean) => ({ ...ROUTES[0]!, id, companyId, ...(popular === undefined ? {} : { popular }) });
    const routes = [route('a', 'c1'), route('b', 'c1', true), route('c', 'c2', true), route('d', 'c1', false), route('e', 'c1', true)];
    expect(routesOfCompanies(routes, ['c1']).map((r) => r.id)).toEqual(['b', 'e', 'a', 'd']);
    expect(routesOfCompanies(routes, ['c1', 'c2']).map((r) => r.id)).toEqual(['b', 'c', 'e', 'a', 'd']);
    expect(routesOfCompanies(routes, [])).toEqual([]);
  });
});

describe('filterDisabled', () => {
  it('disables provinces once a company or a point is chosen', () => {
    expect(filterDisabled(base).provinces).toBe(false);
    expect(filterDisabled({ ...base, companyIds: ['c1'] }).provinces).toBe(true);
    expect(filterDisabled({ ...base, startPoint: 'pt' }).provinces).toBe(true);
    expect(filterDisabled({ ...base, endPoint: 'pt' }).provinces).toBe(true);
  });

  it('disables companies and points once a province is chosen', () => {
    expect(filterDisabled({ ...base, provinceUp: 'hcm' })).toMatchObject({ companies: true, points: true });
    expect(filterDisabled({ ...base, provinceDown: 'hcm' })).toMatchObject({ companies: true, points: true });
    expect(filterDisabled(base)).toMatchObject({ companies: false, points: false });
  });

  it('enables the route only with a company', () => {
    expect(filterDisabled(base).route).toBe(true);
    expect(filterDisabled({ ...base, companyIds: ['c1'] }).route).toBe(false);
  });
});

describe('hasSearchCriteria', () => {
  it('needs a point, a province, a company or a route; the date alone is not enough', () => {
    expect(hasSearchCriteria(base)).toBe(false);
    for (const patch of [{ startPoint: 'a' }, { endPoint: 'b' }, { provinceUp: 'p' }, { provinceDown: 'p' }, { companyIds: ['c'] }, { routeId: 'r' }]) {
      expect(hasSearchCriteria({ ...base, ...patch })).toBe(true);
    }
  });
});

describe('buildSearchTripsRequest', () => {
  it('searches by point (type 0) with the chosen companies and route, 40 a page', () => {
    const request = buildSearchTripsRequest({ ...base, companyIds: ['c1'], routeId: 'r1', startPoint: 'a' }, allOptions);
    expect(request).toMatchObject({ date: 20260115, companyIds: ['c1'], routeIds: ['r1'], startPoint: 'a', type: 0, page: 0, count: 40, nextPageToken: null });
  });

  it('searches by province (type 1) and carries the page token and the switches', () => {
    const request = buildSearchTripsRequest({ ...base, provinceUp: 'hcm' }, { companyUse: 'notUsing', hideTripOvertime: true, showTripHasDriversAndVehicle: true }, 2, 'tok');
    expect(request).toMatchObject({ type: 1, provinceUp: 'hcm', page: 2, nextPageToken: 'tok', companyUse: 'notUsing', hideTripOvertime: true, showTripHasDriversAndVehicle: true });
  });
});

describe('pointsForFilters', () => {
  it('offers the stops of the chosen route, else of the chosen companies, else all', () => {
    expect(pointsForFilters(POINTS, ROUTES, { companyIds: [], routeId: null })).toHaveLength(3);
    expect(pointsForFilters(POINTS, ROUTES, { companyIds: ['c-thanhbuoi'], routeId: null }).map((p) => p.id)).toEqual(['pt-mdong', 'pt-vungtau']);
    expect(pointsForFilters(POINTS, ROUTES, { companyIds: ['c-phuongtrang'], routeId: 'r-mdong-dalat' }).map((p) => p.id)).toEqual(['pt-mdong', 'pt-dalat']);
  });
});

describe('tripListLayout', () => {
  it('is a plain list without the one-line switch, one line up to the threshold, wrapping above it', () => {
    expect(tripListLayout(false, 50)).toBe('list');
    expect(tripListLayout(true, TRIP_FLEX_LAYOUT_THRESHOLD)).toBe('line');
    expect(tripListLayout(true, TRIP_FLEX_LAYOUT_THRESHOLD + 1)).toBe('wrap');
  });
});

describe('trip card rules', () => {
  const now = Date.UTC(2026, 0, 15, 5);

  it("warns of a departed trip by status or by time, and of the agency's own lock only", () => {
    expect(tripSelectionWarnings(tripFixture(0, {}, now), PARTNER_ID, now)).toEqual([]);
    expect(tripSelectionWarnings(tripFixture(0, { tripStatus: 2 }, now), PARTNER_ID, now)).toEqual([MSG.sales.tripDeparted]);
    expect(tripSelectionWarnings(tripFixture(0, { startTimeReality: now - 1 }, now), PARTNER_ID, now)).toEqual([MSG.sales.tripDeparted]);
    const locked = tripFixture(0, { partnerLocks: [{ partnerId: PARTNER_ID, lockType: 1 }] }, now);
    expect(tripSelectionWarnings(locked, PARTNER_ID, now)).toEqual([MSG.sales.tripLocked]);
    const unlocked = tripFixture(0, { partnerLocks: [{ partnerId: PARTNER_ID, lockType: 0 }, { partnerId: 'other', lockType: 1 }] }, now);
    expect(tripSelectionWarnings(unlocked, PARTNER_ID, now)).toEqual([]);
  });

  it('needs both a plate and a driver to show the plate', () => {
    expect(hasVehicleAndDriver(tripFixture(0))).toBe(true);
    expect(hasVehicleAndDriver(tripFixture(0, { numberPlate: null, vehicleId: null }))).toBe(false);
    expect(hasVehicleAndDriver(tripFixture(0, { driverIds: [], driverNames: [] }))).toBe(false);
  });
});
