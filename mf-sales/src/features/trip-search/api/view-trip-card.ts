import { viewTripEndpoint, type TTripCard } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** One trip by id (the trip opened from the URL): its date and company seed the filters. */
export const viewTripCard = async (tripId: string): Promise<TTripCard> => (await callEndpoint(viewTripEndpoint, { tripId })).trip;
