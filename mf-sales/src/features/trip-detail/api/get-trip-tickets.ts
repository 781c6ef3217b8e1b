import { tripTicketsEndpoint } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The agency's tickets and the other agencies' seats of a trip: the cheaper re-read after a seat disagreement. */
export const getTripTickets = (tripId: string) => callEndpoint(tripTicketsEndpoint, { id: tripId });
