import type { TTicketSample } from '@busdesk/api-contract';
import { bus, toYmd, type BusSaleRequest } from '@busdesk/shared-kit';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SALE_REQUEST_TTL_MS, saleFillOf, useSaleRequest } from './use-sale-request';

afterEach(() => {
  cleanup();
  bus.saleRequest$.next(null);
});

const sample: TTicketSample = {
  routeId: 'r-mdong-dalat',
  routeName: 'Bến xe Miền Đông - Đà Lạt',
  companyId: 'c-minhphat',
  pointUp: { id: 'pt-mdong', name: 'Bến xe Miền Đông' },
  pointDown: { id: 'pt-dalat', name: 'Bến xe liên tỉnh Đà Lạt' },
  orderer: 'Trần Văn Nam',
  ordererPhoneNumber: '0912345678',
  phoneNumber: '0909123456',
  fullName: 'Trần Thị Mai',
  getInTimePlan: null,
};
const ROUTES = ['r-mdong-dalat'];
const request = (overrides: Partial<BusSaleRequest> = {}): BusSaleRequest => ({
  type: 'sale-request',
  phoneNumber: '0909123456',
  fullName: 'Trần Thị Mai',
  sample,
  at: Date.now(),
  ...overrides,
});

describe('the sales screen takes the softphone’s Bán vé', () => {
  it("searches the sample's route and company today and fills the caller", () => {
    expect(saleFillOf(request(), 3, ['r-mdong-dalat'], '20261201')).toEqual({
      search: { filters: { date: '20261201', companyIds: ['c-minhphat'], routeId: 'r-mdong-dalat' }, seq: 3 },
      customer: { seq: 3, phoneNumber: '0909123456', fullName: 'Trần Thị Mai', orderer: 'Trần Văn Nam', ordererPhoneNumber: '0912345678', pointUpId: 'pt-mdong', pointDownId: 'pt-dalat' },
      notice: null,
    });
  });

  it("a route the clerk does not sell: the company's trips today, and the clerk is told why the route is not set", () => {
    const fill = saleFillOf(request(), 4, ['r-mtay-cantho'], '20261201');
    expect(fill.search).toEqual({ filters: { date: '20261201', companyIds: ['c-minhphat'], routeId: null }, seq: 4 });
    expect(fill.notice).toBe('Bạn không được bán tuyến Bến xe Miền Đông - Đà Lạt: đang tìm các chuyến của nhà xe');
    // The caller is filled all the same.
    expect(fill.customer).toMatchObject({ phoneNumber: '0909123456', pointUpId: 'pt-mdong' });
  });

  it('a walk-in guest: the phone only, the search left as it is', () => {
    expect(saleFillOf(request({ sample: null, fullName: null, phoneNumber: '0377888999' }), 1, ['r-mdong-dalat'])).toEqual({
      search: null,
      customer: { seq: 1, phoneNumber: '0377888999', fullName: null, orderer: null, ordererPhoneNumber: null, pointUpId: null, pointDownId: null },
      notice: null,
    });
  });

  it('takes a request made before the screen opened, leaves the bus empty, numbers each one, and clears', () => {
    bus.saleRequest$.next(request());
    const { result } = renderHook(() => useSaleRequest(ROUTES));
    expect(result.current[0]?.search?.filters).toEqual({ date: toYmd(), companyIds: ['c-minhphat'], routeId: 'r-mdong-dalat' });
    expect(bus.saleRequest$.getValue()).toBeNull();
    act(() => bus.saleRequest$.next(request({ phoneNumber: '0988000111' })));
    expect(result.current[0]?.customer).toMatchObject({ seq: 2, phoneNumber: '0988000111' });
    act(() => result.current[1]());
    expect(result.current[0]).toBeNull();
  });

  it('drops a request nobody took for five minutes', () => {
    bus.saleRequest$.next(request({ at: Date.now() - SALE_REQUEST_TTL_MS - 1 }));
    const { result } = renderHook(() => useSaleRequest(ROUTES));
    expect(result.current[0]).toBeNull();
    expect(bus.saleRequest$.getValue()).toBeNull();
    // Negative control: a fresh one is taken.
    act(() => bus.saleRequest$.next(request()));
    expect(result.current[0]).not.toBeNull();
  });

  it('waits for the session to say which routes the clerk sells before taking the request', () => {
    bus.saleRequest$.next(request());
    const { result, rerender } = renderHook(({ routes }: { routes: readonly string[] | null }) => useSaleRequest(routes), { initialProps: { routes: null as readonly string[] | null } });
    expect(result.current[0]).toBeNull();
    expect(bus.saleRequest$.getValue()).not.toBeNull();
    rerender({ routes: ROUTES });
    expect(result.current[0]?.search?.filters).toMatchObject({ routeId: 'r-mdong-dalat' });
    expect(bus.saleRequest$.getValue()).toBeNull();
  });
});
