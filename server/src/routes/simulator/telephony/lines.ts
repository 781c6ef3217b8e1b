import { simulatorLinesEndpoint } from '@busdesk/api-contract';
import { ADMIN, defineRoute } from '../../define-route';

/** The ADMIN's agency's local lines with their holder and call (local exchange only). */
export const telephonySimulatorLinesRoute = defineRoute(simulatorLinesEndpoint, ADMIN, ({ session }, app) => app.calls.simulator.lines(session));
