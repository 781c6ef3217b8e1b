import { simulatorHangupEndpoint } from '@busdesk/api-contract';
import { ADMIN, defineRoute } from '../../define-route';

/** The far end of a local line's call hangs up (a caller giving up while it rings leaves a missed call). */
export const telephonySimulatorHangupRoute = defineRoute(simulatorHangupEndpoint, ADMIN, ({ input, session }, app) => app.calls.simulator.hangup(session, input.callId));
