import { dashboardEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** The live dashboard's figures (issue 13, docs/adr/0072). */
export const dashboardRoute = defineRoute(dashboardEndpoint, PARTNER, ({ input, session }, app) => app.reports.dashboard(session, input));
