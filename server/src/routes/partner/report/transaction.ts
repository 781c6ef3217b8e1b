import { transactionReportEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** Transactions by staff, the staff money ledger (002 §2 'Báo cáo giao dịch', docs/adr/0070). */
export const transactionReportRoute = defineRoute(transactionReportEndpoint, PARTNER, ({ input, session }, app) => app.reports.transactions(session, input));
