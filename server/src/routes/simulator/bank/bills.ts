import { simulatorBillsEndpoint } from '@busdesk/api-contract';
import { defineRoute, PUBLIC } from '../../define-route';

/** The local bank simulator's open bills (local bank driver only). */
export const simulatorBillsRoute = defineRoute(simulatorBillsEndpoint, PUBLIC, (_ctx, app) => app.payments.simulatorBills());
