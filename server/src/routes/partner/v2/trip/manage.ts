import { manageTripEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../../define-route';

/** Trip update (drivers, vehicle) and settlement (001 §4). */
export const manageTripRoute = defineRoute(manageTripEndpoint, PARTNER, ({ input, session }, app) => app.tripOps.manage(session, input));
