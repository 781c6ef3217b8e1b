/** The trip fields the sale windows read (epoch ms; the windows are durations in ms). */
export interface SaleWindows {
  startTime: number;
  timePartnerLockBooking: number;
  timePartnerAllowCancel: number;
}

/**
 * Bookings (and updates) close timePartnerLockBooking ms before the planned departure ('Chuyến bị khóa trước giờ
 * xuất bến', 001 §5). A window of 0 is no window before departure: the sale closes at the departure time itself —
 * a bus that has left is never sold, whatever the company set. The form and the server apply this one rule.
 */
export const isBookingLocked = (trip: Pick<SaleWindows, 'startTime' | 'timePartnerLockBooking'>, now: number): boolean =>
  now > trip.startTime - Math.max(0, trip.timePartnerLockBooking);

/** Cancelling closes timePartnerAllowCancel ms before departure (001 §5), with the same rule for 0. */
export const isCancelLocked = (trip: Pick<SaleWindows, 'startTime' | 'timePartnerAllowCancel'>, now: number): boolean =>
  now > trip.startTime - Math.max(0, trip.timePartnerAllowCancel);
