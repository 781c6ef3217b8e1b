import { reportSaleEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../../define-route';

/** Sale totals per trip (001 §6). */
export const reportSaleRoute = defineRoute(reportSaleEndpoint, PARTNER, ({ input, session }, app) => app.tripOps.reportSale(session, input.tripIds));
