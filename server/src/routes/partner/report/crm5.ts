import { ticketStatsEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** Online business statistics (002 §2 'Kết quả kinh doanh online', §7 report/crm5; docs/adr/0071). */
export const ticketStatsRoute = defineRoute(ticketStatsEndpoint, PARTNER, ({ input, session }, app) => app.reports.ticketStats(session, input));
