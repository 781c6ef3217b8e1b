import { POINTS_COUNT, searchPointsEndpoint, type TPointOption } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The stops of the authorised routes. */
export const searchPoints = async (): Promise<TPointOption[]> => (await callEndpoint(searchPointsEndpoint, { count: POINTS_COUNT })).points;
