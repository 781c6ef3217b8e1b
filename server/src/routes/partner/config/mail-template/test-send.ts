import { testSendMailTemplateEndpoint } from '@busdesk/api-contract';
import { ADMIN, defineRoute } from '../../../define-route';

/** 'Gửi thử': a template filled with the sample ticket to one address, SMTP or the outbox; ADMIN only (ADR 0059). */
export const testSendMailTemplateRoute = defineRoute(testSendMailTemplateEndpoint, ADMIN, ({ input, session }, app) =>
  app.messaging.testSendMailTemplate(session, input),
);
