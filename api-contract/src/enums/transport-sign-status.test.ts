import { describe, expect, it } from 'vitest';
import { canEditSide, canStationSign, routeMatchesStation, stationCodePrefix } from './transport-sign-status';

describe('station signing', () => {
  const user = { partnerId: 'p1', childrenPartnerIds: ['p1a', 'p1b'] };
  it('lets the station partner or its children sign a side not yet at 3', () => {
    expect(canStationSign({ partnerId: 'p1', status: 1 }, user)).toBe(true);
    expect(canStationSign({ partnerId: 'p1b', status: 2 }, user)).toBe(true);
    expect(canStationSign({ partnerId: 'p1', status: 3 }, user)).toBe(false);
    expect(canStationSign({ partnerId: 'p2', status: 1 }, user)).toBe(false);
    expect(canStationSign({ partnerId: null, status: 1 }, user)).toBe(false);
  });
  it("lets only the side's own station edit it (a parent signs for its child but does not edit for it)", () => {
    expect(canEditSide({ partnerId: 'p1' }, user)).toBe(true);
    expect(canEditSide({ partnerId: 'p1b' }, user)).toBe(false);
    expect(canEditSide({ partnerId: 'p2' }, user)).toBe(false);
    expect(canEditSide({ partnerId: null }, user)).toBe(false);
  });
  it('checks the uploaded route against the partner code prefix', () => {
    expect(stationCodePrefix('BXMD-01')).toBe('BXMD');
    expect(routeMatchesStation('BXMD-01', '79BXMD', '01BXGB')).toBe(true);
    expect(routeMatchesStation('BXMD-01', '79BXMT', '01BXGB')).toBe(false);
    expect(routeMatchesStation('BXMD-01', '', '01BXMD')).toBe(false);
    expect(routeMatchesStation('', '79BXMD', '01BXGB')).toBe(false);
  });
});
