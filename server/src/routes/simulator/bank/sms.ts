import { simulatorSmsEndpoint } from '@busdesk/api-contract';
import { ADMIN, defineRoute } from '../../define-route';

/** The OTP messages the local bank sent to the ADMIN's agency (local bank driver only). */
export const simulatorSmsRoute = defineRoute(simulatorSmsEndpoint, ADMIN, ({ session }, app) => app.bankTerminals.simulatorMessages(session));
