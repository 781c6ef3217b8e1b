import { getStationUser } from '../../shared/api/get-station-user';
import { listStationDepartures } from './api/list-station-departures';

/** The home tool page's calls: today's departures with their orders and the user's station, behind a fakeable interface. */
export interface StationServiceServices {
  departures: typeof listStationDepartures;
  user: typeof getStationUser;
}

export const stationServiceApi: StationServiceServices = { departures: listStationDepartures, user: getStationUser };
