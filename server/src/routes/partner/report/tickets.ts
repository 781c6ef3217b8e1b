import { ticketReportEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** The ticket report behind the collection and cancelled-ticket reports (002 §7). */
export const ticketReportRoute = defineRoute(ticketReportEndpoint, PARTNER, ({ input, session }, app) => app.reports.tickets(session, input));
