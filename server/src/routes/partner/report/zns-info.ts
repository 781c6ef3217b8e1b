import { znsReportEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** Zalo ZNS history (002 §2, §7). */
export const znsReportRoute = defineRoute(znsReportEndpoint, PARTNER, ({ input, session }, app) => app.reports.zns(session, input));
