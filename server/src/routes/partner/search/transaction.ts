import { bankQrReportEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** Bank QR transactions (002 §7 'partner search transaction'). */
export const bankQrReportRoute = defineRoute(bankQrReportEndpoint, PARTNER, ({ input, session }, app) => app.reports.bankQr(session, input));
