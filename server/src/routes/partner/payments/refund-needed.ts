import { refundListEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** Payments that arrived for seats no longer payable (ours). */
export const refundListRoute = defineRoute(refundListEndpoint, PARTNER, ({ input, session }, app) => app.payments.refunds(session, input.includeResolved));
