import { listAgencyRoutesEndpoint, type TAgencyRoute } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The agency's routes to choose an employee's routes from (ADMIN). */
export const listAgencyRoutes = async (): Promise<TAgencyRoute[]> => (await callEndpoint(listAgencyRoutesEndpoint, {})).routes;
