import { simulatorPayEndpoint } from '@busdesk/api-contract';
import { ADMIN, defineRoute } from '../../define-route';

/** Pays one of the ADMIN's agency's bills through a real signed webhook, as the bank would (local bank driver only). */
export const simulatorPayRoute = defineRoute(simulatorPayEndpoint, ADMIN, ({ input, session }, app) => app.payments.simulatorPay(session, input));
