import { lockSeatEndpoint } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Replaces the user's real-time lock on the trip with these seats; an empty list releases it. */
export const lockSeats = (tripId: string, seatIds: readonly string[]) => callEndpoint(lockSeatEndpoint, { tripId, seatIds: [...seatIds] });
