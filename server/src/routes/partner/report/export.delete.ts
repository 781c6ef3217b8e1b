import { cancelReportExportEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** Cancels one of the session user's exports (docs/adr/0074). */
export const cancelReportExportRoute = defineRoute(cancelReportExportEndpoint, PARTNER, ({ input, session }, app) => app.reportExports.cancel(session, input.jobId));
