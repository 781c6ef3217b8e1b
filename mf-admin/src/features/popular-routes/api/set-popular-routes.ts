import { setPopularRoutesEndpoint, type TPopularRoute } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Saves the popular routes, in this order (000 §7.3: routeIds); answers the list as saved. */
export async function setPopularRoutes(routeIds: readonly string[]): Promise<TPopularRoute[]> {
  return (await callEndpoint(setPopularRoutesEndpoint, { routeIds: [...routeIds] })).routes;
}
