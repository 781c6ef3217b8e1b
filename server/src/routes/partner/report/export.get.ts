import { getReportExportEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** The progress of one of the session user's exports (docs/adr/0074). */
export const getReportExportRoute = defineRoute(getReportExportEndpoint, PARTNER, async ({ input, session }, app) => app.reportExports.get(session, input.jobId));
