import { viewTripEndpoint } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The opened trip: its seat map, stops, the agency's tickets, other agencies' seats and the seat locks. */
export const viewTrip = (tripId: string) => callEndpoint(viewTripEndpoint, { tripId });
