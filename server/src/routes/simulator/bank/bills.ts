import { simulatorBillsEndpoint } from '@busdesk/api-contract';
import { ADMIN, defineRoute } from '../../define-route';

/** The open bills of the ADMIN's agency on the local bank simulator (local bank driver only). */
export const simulatorBillsRoute = defineRoute(simulatorBillsEndpoint, ADMIN, ({ session }, app) => app.payments.simulatorBills(session));
