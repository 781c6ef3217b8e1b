import { getMailTemplateEndpoint } from '@busdesk/api-contract';
import { ADMIN, defineRoute } from '../../define-route';

/** One ticket e-mail template of the agency, or the built-in one (000 §2.11); ADMIN only (ADR 0059). */
export const getMailTemplateRoute = defineRoute(getMailTemplateEndpoint, ADMIN, ({ input, session }, app) => app.messaging.mailTemplate(session, input.type));
