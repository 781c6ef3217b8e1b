import { POPULAR_ROUTE_FETCH_COUNT, popularRoutesEndpoint, type TPopularRoute } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The agency's popular routes in order (000 §7.3: page 0, count 50). */
export async function listPopularRoutes(): Promise<TPopularRoute[]> {
  return (await callEndpoint(popularRoutesEndpoint, { page: 0, count: POPULAR_ROUTE_FETCH_COUNT })).routes;
}
