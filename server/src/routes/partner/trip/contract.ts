import { tripContractEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** The trip contract page (001 §4). */
export const tripContractRoute = defineRoute(tripContractEndpoint, PARTNER, ({ input, session }, app) => app.tripOps.contract(session, input.tripId));
