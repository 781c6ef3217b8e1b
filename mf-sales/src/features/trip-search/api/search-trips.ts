import { searchTripsEndpoint, type TSearchTripsRequest, type TSearchTripsResponse } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** One keyset page of trips matching the filters. */
export const searchTrips = (request: TSearchTripsRequest): Promise<TSearchTripsResponse> => callEndpoint(searchTripsEndpoint, request);
