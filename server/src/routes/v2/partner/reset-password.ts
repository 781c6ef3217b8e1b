import { resetPartnerUserPasswordEndpoint } from '@busdesk/api-contract';
import { defineRoute, ADMIN } from '../../define-route';

/** An employee's one-time password (000 §2.8, ADR 0054), ADMIN only. */
export const resetPartnerUserPasswordRoute = defineRoute(resetPartnerUserPasswordEndpoint, ADMIN, ({ input, session }, app) =>
  app.staff.resetPassword(session, input.userId),
);
