import { smsReportEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** SMS history (002 §2, §7). */
export const smsReportRoute = defineRoute(smsReportEndpoint, PARTNER, ({ input, session }, app) => app.reports.sms(session, input));
