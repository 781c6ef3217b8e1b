import { resolveRefundEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../../define-route';

/** Marks such a payment handled (ours). */
export const resolveRefundRoute = defineRoute(resolveRefundEndpoint, PARTNER, ({ input, session }, app) => app.payments.resolveRefund(session, input.id, input.note));
