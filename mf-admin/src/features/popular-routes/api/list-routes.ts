import { searchRouteEndpoint, type TRouteOption } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Every route the user sells (000 §7.3 'List all routes': GET /partner/search/route, results.routes). */
export async function listRoutes(): Promise<TRouteOption[]> {
  return (await callEndpoint(searchRouteEndpoint, {})).routes;
}
