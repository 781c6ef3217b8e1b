import { getStationUser } from '../../shared/api/get-station-user';
import { listTransportOrders } from '../../shared/api/list-transport-orders';

/** The home tool page's calls: today's orders (the list endpoint) and the user's station, behind a fakeable interface. */
export interface StationServiceServices {
  list: typeof listTransportOrders;
  user: typeof getStationUser;
}

export const stationServiceApi: StationServiceServices = { list: listTransportOrders, user: getStationUser };
