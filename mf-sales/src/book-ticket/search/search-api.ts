import {
  POINTS_COUNT,
  PROVINCES_COUNT,
  searchCompanyEndpoint,
  searchPointsEndpoint,
  searchProvinceEndpoint,
  searchRouteEndpoint,
  searchTripsEndpoint,
  selfUpdatePartnerEndpoint,
  viewTripEndpoint,
  type TCompanyOption,
  type TPartnerInfo,
  type TPointOption,
  type TProvinceOption,
  type TRouteOption,
  type TSearchTripsRequest,
  type TSearchTripsResponse,
  type TTripCard,
} from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/**
 * Everything the trip search panel asks the server. The panel takes this as a prop so stories can hand it
 * fixture data; the product (and the component tests, against a loopback HTTP server) use `tripSearchApi`.
 */
export interface TripSearchServices {
  searchCompanies(): Promise<TCompanyOption[]>;
  searchRoutes(): Promise<TRouteOption[]>;
  searchProvinces(): Promise<TProvinceOption[]>;
  searchPoints(): Promise<TPointOption[]>;
  searchTrips(request: TSearchTripsRequest): Promise<TSearchTripsResponse>;
  /** One trip by id (the trip opened from the URL): its date and company seed the filters. */
  viewTrip(tripId: string): Promise<TTripCard>;
  /** Saves the partner config text; answers the updated partner. */
  savePartnerConfig(config: string): Promise<TPartnerInfo>;
}

export const tripSearchApi: TripSearchServices = {
  searchCompanies: async () => (await callEndpoint(searchCompanyEndpoint, {})).companies,
  searchRoutes: async () => (await callEndpoint(searchRouteEndpoint, {})).routes,
  searchProvinces: async () => (await callEndpoint(searchProvinceEndpoint, { count: PROVINCES_COUNT })).provinces,
  searchPoints: async () => (await callEndpoint(searchPointsEndpoint, { count: POINTS_COUNT })).points,
  searchTrips: (request) => callEndpoint(searchTripsEndpoint, request),
  viewTrip: async (tripId) => (await callEndpoint(viewTripEndpoint, { tripId })).trip,
  savePartnerConfig: async (config) => (await callEndpoint(selfUpdatePartnerEndpoint, { config })).partner,
};
