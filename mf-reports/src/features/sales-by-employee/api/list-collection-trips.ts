import { COLLECTION_PAGE_SIZE, searchTripsEndpoint, type TTripCard } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** 002 §7 'Trips list' (date, companyId, routeIds, count 40): the route's trips of the day, by departure. */
export async function listCollectionTrips(request: { date: string; companyId: string; routeId: string }): Promise<TTripCard[]> {
  const answer = await callEndpoint(searchTripsEndpoint, { date: request.date, companyIds: [request.companyId], routeIds: [request.routeId], count: COLLECTION_PAGE_SIZE });
  return answer.trips;
}
