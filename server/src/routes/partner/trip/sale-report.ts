import { tripSaleReportEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** One trip's sale sheet by sale type (001 §6). */
export const tripSaleReportRoute = defineRoute(tripSaleReportEndpoint, PARTNER, ({ input, session }, app) => app.tripOps.tripSaleReport(session, input.tripId));
