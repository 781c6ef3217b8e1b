import { lockSeatEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** Replaces the user's real-time seat lock on a trip (001 §4). */
export const lockSeatRoute = defineRoute(lockSeatEndpoint, PARTNER, ({ input, session }, app) => app.seatLocks.lock(session, input));
