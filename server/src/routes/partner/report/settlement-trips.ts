import { settlementTripsEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** Settled trips of the sales settlement report (001 §6). */
export const settlementTripsRoute = defineRoute(settlementTripsEndpoint, PARTNER, ({ input, session }, app) => app.tripOps.settlementTrips(session, input));
