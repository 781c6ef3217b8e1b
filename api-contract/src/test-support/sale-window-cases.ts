/**
 * The sale-window rule as a table (ADR 0038): the same cases run through the rule itself (rules/sale-windows.test.ts),
 * the server's use of it (server/src/sales/booking-rules.test.ts) and the booking form's (mf-sales). A case is a trip
 * departing at `departsIn` ms from `now`, with a booking (or cancel) window of `window` ms.
 */
export interface SaleWindowCase {
  name: string;
  window: number;
  departsIn: number;
  /** Whether a booking (or, with the same window as timePartnerAllowCancel, a cancel) is refused. */
  locked: boolean;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const SALE_WINDOW_CASES: readonly SaleWindowCase[] = [
  { name: 'a 2 h window, 3 h before departure: open', window: 2 * HOUR, departsIn: 3 * HOUR, locked: false },
  { name: 'a 2 h window, exactly 2 h before departure: still open', window: 2 * HOUR, departsIn: 2 * HOUR, locked: false },
  { name: 'a 2 h window, 1 h 59 min before departure: locked', window: 2 * HOUR, departsIn: 2 * HOUR - MINUTE, locked: true },
  { name: 'no window (0), 1 min before departure: open', window: 0, departsIn: MINUTE, locked: false },
  { name: 'no window (0), at the departure time: still open', window: 0, departsIn: 0, locked: false },
  { name: 'no window (0), 1 min after the departure time: locked (the bus has left)', window: 0, departsIn: -MINUTE, locked: true },
  { name: 'a 2 h window, after departure: locked', window: 2 * HOUR, departsIn: -HOUR, locked: true },
];

/** The trip fields of a case, for a clock at `now`. */
export const saleWindowTrip = (c: SaleWindowCase, now: number) => ({
  startTime: now + c.departsIn,
  timePartnerLockBooking: c.window,
  timePartnerAllowCancel: c.window,
});
