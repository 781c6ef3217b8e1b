import { searchRouteEndpoint, type TRouteOption } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The routes the user sells (the trip search's and the settlement report's route filter). */
export const searchRoutes = async (): Promise<TRouteOption[]> => (await callEndpoint(searchRouteEndpoint, {})).routes;
