import { stationDeparturesEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../define-route';

/** Today's departures of the station with their order status (/station-service; docs/adr/0086). */
export const stationDeparturesRoute = defineRoute(stationDeparturesEndpoint, PARTNER, ({ input, session }, app) => app.transportOrders.departures(session, input));
