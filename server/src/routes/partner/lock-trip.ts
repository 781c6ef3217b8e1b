import { lockTripEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../define-route';

/** Locks or unlocks a trip for the agency's own sales (001 §4). */
export const lockTripRoute = defineRoute(lockTripEndpoint, PARTNER, ({ input, session }, app) => app.tripOps.lock(session, input.tripId, input.lockType));
