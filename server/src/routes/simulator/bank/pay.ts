import { simulatorPayEndpoint } from '@busdesk/api-contract';
import { defineRoute, PUBLIC } from '../../define-route';

/** Pays a bill through a real signed webhook, as the bank would (local bank driver only). */
export const simulatorPayRoute = defineRoute(simulatorPayEndpoint, PUBLIC, ({ input }, app) => app.payments.simulatorPay(input));
