import { searchVehicleEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** A company's vehicles for the trip update (001 §7). */
export const searchVehicleRoute = defineRoute(searchVehicleEndpoint, PARTNER, ({ input, session }, app) => app.tripOps.vehicles(session, input));
