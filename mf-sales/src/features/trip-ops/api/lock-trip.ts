import { lockTripEndpoint } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Locks (1) or unlocks (0) the trip for the agency; answers the trip's partnerLocks. */
export const lockTrip = (tripId: string, lockType: 0 | 1) => callEndpoint(lockTripEndpoint, { tripId, lockType });
