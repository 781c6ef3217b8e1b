import { simulatorAnswerEndpoint } from '@busdesk/api-contract';
import { ADMIN, defineRoute } from '../../define-route';

/** The called party answers a local line's outgoing call. */
export const telephonySimulatorAnswerRoute = defineRoute(simulatorAnswerEndpoint, ADMIN, ({ input, session }, app) => app.calls.simulator.answer(session, input.callId));
