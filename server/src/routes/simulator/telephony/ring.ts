import { simulatorRingEndpoint } from '@busdesk/api-contract';
import { ADMIN, defineRoute } from '../../define-route';

/** Rings one of the ADMIN's agency's local lines from a caller number. */
export const telephonySimulatorRingRoute = defineRoute(simulatorRingEndpoint, ADMIN, ({ input, session }, app) => app.calls.simulator.ring(session, input.lineId, input.callerNumber));
