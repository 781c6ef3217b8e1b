import type {
  TCompanyOption,
  TPartnerInfo,
  TPointOption,
  TProvinceOption,
  TRouteOption,
  TSearchTripsRequest,
  TSearchTripsResponse,
  TTripCard,
} from '@busdesk/api-contract';
import { searchCompanies } from '../../shared/api/search-companies';
import { searchRoutes } from '../../shared/api/search-routes';
import { savePartnerConfig } from './api/save-partner-config';
import { searchPoints } from './api/search-points';
import { searchProvinces } from './api/search-provinces';
import { searchTrips } from './api/search-trips';
import { viewTripCard } from './api/view-trip-card';
import type { TripListRealtime } from './hooks/use-live-trip-cards';

/**
 * Everything the trip search panel asks the server, behind one interface so stories can hand it fixture data
 * (test-support/fake-trip-search-services.ts); the product and the component tests (against a loopback HTTP
 * server) use `tripSearchApi`.
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
  /** The realtime connection the listed cards follow; the portal's own (shared-kit) when absent. */
  realtime?: TripListRealtime;
}

/** The real calls (api/, one file per operation; companies and routes are src/shared's, the report asks them too). */
export const tripSearchApi: TripSearchServices = {
  searchCompanies,
  searchRoutes,
  searchProvinces,
  searchPoints,
  searchTrips,
  viewTrip: viewTripCard,
  savePartnerConfig,
};
