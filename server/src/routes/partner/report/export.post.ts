import { startReportExportEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** Starts an 'All rows' export of a report's filter for the session's user (docs/adr/0074). */
export const startReportExportRoute = defineRoute(startReportExportEndpoint, PARTNER, ({ input, session }, app) => app.reportExports.start(session, input));
