import {
  lockTripEndpoint,
  manageTripEndpoint,
  searchVehicleEndpoint,
  tripContractEndpoint,
  userCompanyEndpoint,
  type TManageTripRequest,
} from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The trip-operation calls of /book-ticket (001 §7), one typed line each over the contract's endpoints. */
export const lockTrip = (tripId: string, lockType: 0 | 1) => callEndpoint(lockTripEndpoint, { tripId, lockType });
export const manageTrip = (request: TManageTripRequest) => callEndpoint(manageTripEndpoint, request);
export const settleTrip = (tripId: string) => callEndpoint(manageTripEndpoint, { tripId, isPartnerSettled: true });
/** The seed's defaults: drivers (listUserType [2]) in statuses 1, 3, 4, count 1000. */
export const listCompanyDrivers = async (companyId: string) => (await callEndpoint(userCompanyEndpoint, { companyId })).result;
export const listCompanyVehicles = async (companyId: string) => (await callEndpoint(searchVehicleEndpoint, { companyId })).vehicles;
export const fetchTripContract = (tripId: string) => callEndpoint(tripContractEndpoint, { tripId });
