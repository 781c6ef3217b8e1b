import { describe, expect, it } from 'vitest';
import { MSG, TripStatus } from '@busdesk/api-contract';
import { SALE_WINDOW_CASES, saleWindowTrip } from '@busdesk/api-contract/test-support';
import type { SaleTrip } from '../repositories/trips-repository';
import { assertTripOpenForCancel, assertTripOpenForSale } from './booking-rules';

/** A trip as the booking path loads it, with a case's departure and windows. */
function tripOf(times: ReturnType<typeof saleWindowTrip>): SaleTrip {
  return {
    id: 't1',
    companyId: 'c1',
    routeId: 'r1',
    routeName: 'Sài Gòn - Đà Lạt',
    startDate: 20261125,
    tripStatus: TripStatus.IN_PLAN,
    seatMap: [],
    lockSeat: [],
    partnerLocks: [],
    timePartnerHolder: 0,
    numberPlate: null,
    joined: { route_name: '', route_name_short: null, route_form_invoice: null, route_serial_invoice: null, number_plate: null, trip_code: null },
    ...times,
  };
}

const refusal = (fn: () => void): string | null => {
  try {
    fn();
    return null;
  } catch (err) {
    return (err as Error).message;
  }
};

describe("the server's use of the sale windows (the form runs the same table)", () => {
  const now = Date.UTC(2026, 10, 25, 13, 0);
  it.each(SALE_WINDOW_CASES)('$name', (c) => {
    const trip = tripOf(saleWindowTrip(c, now));
    expect(refusal(() => assertTripOpenForSale(trip, 'p1', now))).toBe(c.locked ? MSG.sales.bookingLocked : null);
    expect(refusal(() => assertTripOpenForCancel(trip, now))).toBe(c.locked ? MSG.sales.cancelLocked : null);
  });
});
