import { manageTripEndpoint, type TManageTripRequest } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Changes the trip's drivers and vehicle (a company the agency marked 'not using the app'). */
export const manageTrip = (request: TManageTripRequest) => callEndpoint(manageTripEndpoint, request);
