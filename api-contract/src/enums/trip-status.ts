/** Trip status of 001 §4 / 002 §4. */
export const TripStatus = {
  NEW: 0,
  IN_PLAN: 1,
  ON_TRIP: 2,
  COMPLETED: 3,
  CANCELED: 4,
  ARRIVED: 5,
} as const;
export type TTripStatus = (typeof TripStatus)[keyof typeof TripStatus];

// ours: the seeds give the trip statuses only in English.
export const TRIP_STATUS_LABELS: Readonly<Record<TTripStatus, string>> = {
  0: 'Mới tạo',
  1: 'Trong kế hoạch',
  2: 'Đang chạy',
  3: 'Đã hoàn thành',
  4: 'Đã hủy',
  5: 'Đã đến bến',
};

/**
 * 001 §2.1: a trip counts as departed when tripStatus >= 2, or when it is below 2 and the departure time
 * has passed. `startTimeReality` is the planned/actual departure instant in epoch ms.
 */
export function isTripDeparted(trip: { tripStatus: number; startTimeReality: number }, now: number = Date.now()): boolean {
  if (trip.tripStatus >= TripStatus.ON_TRIP) return true;
  return trip.startTimeReality < now;
}
